import { describe, expect, it } from "vitest";
import { loadConfig, startupRefusal } from "./config";

describe("the listening address", () => {
  it("is this machine only in development and test, every interface in production, unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:25" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });
});

describe("refusing to start", () => {
  it("refuses production without SMTP_URL, saying what to set, in one line", () => {
    const refusal = startupRefusal(loadConfig({ NODE_ENV: "production" }));
    expect(refusal).toContain("SMTP_URL");
    expect(refusal).not.toContain("\n");
  });

  it("starts production with an SMTP server, and development or test either way", () => {
    expect(startupRefusal(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail:25" }))).toBeUndefined();
    expect(startupRefusal(loadConfig({}))).toBeUndefined();
    expect(startupRefusal(loadConfig({ NODE_ENV: "test" }))).toBeUndefined();
    expect(startupRefusal(loadConfig({ NODE_ENV: "development", SMTP_URL: "smtp://mail:25" }))).toBeUndefined();
  });
});

describe("the trusted proxies (TRUST_PROXY)", () => {
  it("are none unless set: nobody's X-Forwarded-For is believed", () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: " " }).trustedProxies).toEqual([]);
  });

  it("are the addresses, CIDRs and range names listed, comma-separated", () => {
    expect(loadConfig({ TRUST_PROXY: "172.28.0.10, 10.0.0.0/8,::1,fd00::/8, loopback" }).trustedProxies).toEqual([
      "172.28.0.10",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses to start on an entry that is no address, in one line naming it", () => {
    for (const wrong of ["gateway", "10.0.0.0/33", "10.0.0/8", "1.2.3.4/8/1", "true", "*"]) {
      expect(() => loadConfig({ TRUST_PROXY: `127.0.0.1,${wrong}` }), wrong).toThrow(new RegExp(`TRUST_PROXY.*${wrong.replace(/[*/.]/g, "\\$&")}$`));
    }
  });
});
