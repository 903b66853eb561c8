import { isIP } from "node:net";

/**
 * The socket's peer is this machine: 127.0.0.0/8, ::1, or either written as an IPv4-mapped IPv6
 * address. Anything else (a missing or malformed address included) is not.
 */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (address === undefined) return false;
  const unmapped = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (isIP(unmapped) === 4) return unmapped.startsWith("127.");
  return isIP(unmapped) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(unmapped);
};
