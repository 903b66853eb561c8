import { Either, Schema } from "effect";
import jwt from "jsonwebtoken";
import { ROLES, type Role } from "@wellbeing/domain";

/** The httpOnly cookie that carries the session token. */
export const AUTH_COOKIE = "wb_session";
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** What a token says of its holder: the person and the one account they chose (null: not chosen yet). */
export interface Caller {
  readonly userId: string;
  readonly role: Role | null;
  readonly roles: ReadonlyArray<Role>;
}

const Claims = Schema.Struct({
  sub: Schema.String,
  role: Schema.NullOr(Schema.Literal(...ROLES)),
  roles: Schema.Array(Schema.Literal(...ROLES)),
});

export class TokenService {
  constructor(private readonly secret: string) {
    if (secret.length < 32) throw new Error("JWT secret must be at least 32 characters");
  }

  issue(caller: Caller): string {
    return jwt.sign({ role: caller.role, roles: caller.roles }, this.secret, {
      subject: caller.userId,
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
      return { userId: claims.right.sub, role: claims.right.role, roles: claims.right.roles };
    } catch {
      return null;
    }
  }
}
