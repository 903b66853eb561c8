import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installSecurityHeaders } from "./securityHeaders";

const headersOf = async (publicUrl: string | undefined) => {
  const app = Fastify();
  await installSecurityHeaders(app, { publicUrl });
  app.get("/", async () => "ok");
  const answer = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return answer.headers;
};

describe("security headers", () => {
  it("send HSTS and upgrade requests only when the public address is https, and allow its websocket", async () => {
    const https = await headersOf("https://training.example.org");
    expect(https["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(https["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(https["content-security-policy"]).toContain("connect-src 'self' wss://training.example.org");

    for (const publicUrl of ["http://localhost:3000", undefined]) {
      const plain = await headersOf(publicUrl);
      expect(plain["strict-transport-security"], String(publicUrl)).toBeUndefined();
      expect(plain["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    }
    expect((await headersOf("http://localhost:3000"))["content-security-policy"]).toContain("connect-src 'self' ws://localhost:3000");
  });

  it("forbid inline script, plugins, framing and foreign bases and form targets", async () => {
    const policy = String((await headersOf(undefined))["content-security-policy"]);
    expect(policy.split(";").map((directive) => directive.trim())).toEqual(
      expect.arrayContaining([
        "script-src 'self'",
        "script-src-attr 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "style-src 'self'",
      ]),
    );
    expect(policy).not.toContain("unsafe");
  });
});
