import { randomUUID } from "node:crypto";
import { Either, Schema } from "effect";
import jwt from "jsonwebtoken";
import { ROLES, type Role, type TokenClaims } from "@wellbeing/domain";

/** The httpOnly cookie that carries the session token. */
export const AUTH_COOKIE = "wb_session";
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * What a token says of its holder: the person, the one account they chose (null: not chosen yet),
 * and what lets it be revoked before it expires (its id, the credential generation it was issued in).
 * The request hook replaces `role` and `roles` with what the person's user stream says now.
 */
export interface Caller extends TokenClaims {
  readonly roles: ReadonlyArray<Role>;
  /** ISO-8601 instant the token expires. */
  readonly expiresAt: string;
}

/** Who a new token is for. */
export interface TokenSubject {
  readonly userId: string;
  readonly role: Role | null;
  readonly roles: ReadonlyArray<Role>;
  /** The account's credential generation now (see ActiveUser.credentialGeneration). */
  readonly generation: number;
}

const Claims = Schema.Struct({
  sub: Schema.String,
  jti: Schema.String,
  gen: Schema.Number,
  exp: Schema.Number,
  role: Schema.NullOr(Schema.Literal(...ROLES)),
  roles: Schema.Array(Schema.Literal(...ROLES)),
});

export class TokenService {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error("JWT secret must be at least 32 characters");
  }

  issue(subject: TokenSubject): string {
    return jwt.sign({ role: subject.role, roles: subject.roles, gen: subject.generation }, this.secret, {
      subject: subject.userId,
      jwtid: randomUUID(),
      expiresIn: TOKEN_LIFETIME_SECONDS,
      algorithm: "HS256",
    });
  }

  /** The caller a token names, or null for a missing, forged, expired or malformed token. */
  verify(token: string | undefined): Caller | null {
    if (!token) return null;
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ["HS256"] });
      const claims = Schema.decodeUnknownEither(Claims)(payload);
      if (Either.isLeft(claims)) return null;
      const { sub, jti, gen, exp, role, roles } = claims.right;
      return { userId: sub, tokenId: jti, generation: gen, role, roles, expiresAt: new Date(exp * 1000).toISOString() };
    } catch {
      return null;
    }
  }
}
