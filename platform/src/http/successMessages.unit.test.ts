import cookie from "@fastify/cookie";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, MAIL_TEXTS } from "@wellbeing/domain";
import { installSuccessMessages } from "./successMessages";

const appAnswering = async (answer: unknown, status = 200) => {
  const app = Fastify();
  await app.register(cookie);
  installSuccessMessages(app);
  app.get("/notice", async (_request, reply) => reply.status(status).send(answer));
  return app;
};

describe("a 2xx answer's message", () => {
  it("is the specification's English words by default, and Welsh to a caller who chose Welsh or whose browser asks for it", async () => {
    const app = await appAnswering({ message: MAIL_TEXTS.canceled });
    expect((await app.inject({ url: "/notice" })).json()).toEqual({ message: "Email successfully canceled" });
    expect((await app.inject({ url: "/notice", cookies: { wb_lang: "cy" } })).json()).toEqual({ message: "Mae'r e-bost wedi'i ganslo'n llwyddiannus" });
    expect((await app.inject({ url: "/notice", headers: { "accept-language": "cy-GB" } })).json()).toEqual({ message: "Mae'r e-bost wedi'i ganslo'n llwyddiannus" });
  });

  it("keeps the answer's other fields, and leaves words outside the catalogues and nested messages as they are", async () => {
    const welsh = { cookies: { wb_lang: "cy" } };
    const withId = await appAnswering({ message: ACCOUNT_TEXTS.resetEmailSent, emailId: "e-1" });
    expect((await withId.inject({ url: "/notice", ...welsh })).json()).toEqual({ message: "Anfonwyd e-bost i ailosod y cyfrinair!", emailId: "e-1" });
    const data = await appAnswering({ requirements: [{ message: MAIL_TEXTS.canceled }], message: "Step-free access, please" });
    expect((await data.inject({ url: "/notice", ...welsh })).json()).toEqual({ requirements: [{ message: MAIL_TEXTS.canceled }], message: "Step-free access, please" });
  });

  it("is not touched on a refusal (the error handler words those)", async () => {
    const app = await appAnswering({ message: MAIL_TEXTS.canceled }, 409);
    expect((await app.inject({ url: "/notice", cookies: { wb_lang: "cy" } })).json()).toEqual({ message: MAIL_TEXTS.canceled });
  });
});
