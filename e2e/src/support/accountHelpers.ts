import type { ReceivedMail } from "@wellbeing/platform";
import { ApiClient } from "./apiClient";

export const STRONG_PASSWORD = "Str0ng!pass";

/** A new participant, signed up and logged in; their client and user id. */
export const signUpParticipant = async (baseUrl: string, name: string, email: string, password = STRONG_PASSWORD) => {
  const client = new ApiClient(baseUrl);
  const signedUp = await client.post("/api/participant", { name, email, password });
  if (signedUp.status !== 201) throw new Error(`sign-up of ${email} failed: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
  return { client, userId: signedUp.body.userId as string };
};

/** The set-password link an e-mail carries, and its token. */
export const passwordLinkIn = (mail: ReceivedMail): { url: string; token: string } => {
  const match = /(https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return { url: match[1]!, token: match[2]! };
};

export const isTo = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);
