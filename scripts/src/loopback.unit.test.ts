import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./loopback";

describe("isLoopbackAddress", () => {
  it("accepts this machine's addresses", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"]) expect(isLoopbackAddress(address), address).toBe(true);
  });

  it("refuses every other address, and none at all", () => {
    for (const address of [undefined, "", "10.0.0.1", "192.168.1.20", "::ffff:10.0.0.1", "::", "::2", "fe80::1", "127.0.0.1.evil", "localhost", "1270.0.0.1"]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
