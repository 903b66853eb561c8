import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

const isHttps = (publicUrl: string | undefined): boolean => publicUrl?.startsWith("https:") ?? false;

/** The live websocket's origin when the public address is known; 'self' covers it in current browsers otherwise. */
const websocketOrigins = (publicUrl: string | undefined): string[] => (publicUrl ? [new URL(publicUrl).origin.replace(/^http/, "ws")] : []);

/**
 * What the web app may load: its own scripts, styles and fonts, images of its own or data: URLs
 * (the favicon, QR codes, Blueprint's icons), fetches and the websocket to its own origin.
 */
const contentSecurityPolicyDirectives = (publicUrl: string | undefined): Record<string, string[]> => ({
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'", ...websocketOrigins(publicUrl)],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  ...(isHttps(publicUrl) ? { "upgrade-insecure-requests": [] } : {}),
});

/**
 * Helmet's headers on every answer, with the app's content security policy. HSTS only behind
 * https (it would lock a plain-http deployment out of browsers for a year). The referrer stays
 * on this site: a cross-site Referer could carry a reset link's token, and 'no-referrer' would
 * make browsers send `Origin: null` on the app's own POSTs, which the same-origin check refuses.
 */
export const installSecurityHeaders = async (app: FastifyInstance, options: { readonly publicUrl?: string }): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options.publicUrl) },
    strictTransportSecurity: isHttps(options.publicUrl) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
};
