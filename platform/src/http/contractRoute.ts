import { Either, ParseResult, Schema } from "effect";
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { successStatusOf, type AnySchema, type Contract, type MissingThing, type PathParams, type ReadModelName, type RequestPart } from "@wellbeing/domain";
import { REFUSED, answerEncoder } from "./answerEncoder";
import { decodeRequestPart } from "./decodeInput";
import { notFound } from "./problems";

declare module "fastify" {
  interface FastifyInstance {
    /** Every contract a route was registered from, on this app (see installContractRegistry). */
    contracts: ContractRegistry;
  }
  interface FastifyContextConfig {
    /**
     * The read models the route answers from: its contract's `readModels` (routeContract copies them
     * here), or said in the config of a route with no contract. A read waits for these only.
     */
    readModels?: ReadonlyArray<ReadModelName>;
  }
}

/** A route as Fastify registered it. */
interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  /** It has rate limits (the command API's `config.rateLimits`): past one it answers 429. */
  readonly limited: boolean;
}

/** The contracts an app's routes were registered from, and every route registered on it, in registration order. */
class ContractRegistry {
  private readonly registered: Array<Contract<any, any, any, any>> = [];
  private readonly registeredRoutes: Array<RegisteredRoute> = [];

  add(contract: Contract<any, any, any, any>): void {
    this.registered.push(contract);
  }

  addRoute(route: RegisteredRoute): void {
    this.registeredRoutes.push(route);
  }

  all(): ReadonlyArray<Contract<any, any, any, any>> {
    return [...this.registered];
  }

  /** Every route, contract or not (HEAD, GET's automatic twin, left out): what to check has a contract. */
  routes(): ReadonlyArray<RegisteredRoute> {
    return [...this.registeredRoutes];
  }
}

/** Gives the app (and every plugin registered on it) one registry of contracts and of the routes registered after it. */
export const installContractRegistry = (app: FastifyInstance): void => {
  const registry = new ContractRegistry();
  app.decorate("contracts", registry);
  app.addHook("onRoute", (route) => {
    const limited = Array.isArray((route.config as { readonly rateLimits?: unknown } | undefined)?.rateLimits);
    for (const method of [route.method].flat()) if (method !== "HEAD") registry.addRoute({ method, url: route.url, limited });
  });
};

/** What a handler is given: the decoded request, who is calling and what they may do. */
interface ContractInput<P, Q, B, Caller, Permit> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly caller: Caller;
  readonly permit: Permit;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/**
 * How a service answers a contract, in the order each step runs: `caller` before any input is read
 * (401/403), the path (404), `permit` with the named thing (403/404), the query and body (400),
 * then `handle`, whose answer is encoded by the contract.
 */
interface ContractHandler<P, Q, B, Answer extends AnySchema, Caller, Permit> {
  /** The route's config (a rate limit's, say), as Fastify takes it; its read models are the contract's. */
  readonly config?: Omit<FastifyContextConfig, "readModels">;
  /** Answer the path with a trailing slash too (an old client's spelling). */
  readonly withTrailingSlash?: boolean;
  /** The largest body the route reads, in bytes (the app's 1 MB unless said): past it, 413 before parsing. */
  readonly bodyLimit?: number;
  readonly caller?: (request: FastifyRequest) => Caller;
  readonly permit?: (caller: Caller, params: P, request: FastifyRequest) => Promise<Permit>;
  readonly handle: (input: ContractInput<P, Q, B, Caller, Permit>) => Promise<Answer["Type"]>;
}

/** A request part the contract names, decoded (400 on failure); undefined when it names none. */
const decodePart = <A>(part: RequestPart<A> | undefined, input: unknown): A => (part ? decodeRequestPart(part, input) : (undefined as A));

/** What the first parameter that failed to decode names (they are judged in the path's order). */
const namesOfFailure = (names: MissingThing | Readonly<Record<string, MissingThing>>, error: ParseResult.ParseError): MissingThing => {
  if (typeof names === "string") return names;
  const key = String(ParseResult.ArrayFormatter.formatErrorSync(error)[0]?.path[0]);
  return names[key] ?? Object.values(names)[0]!;
};

/** A path's parameters, decoded; one that does not decode names nothing: 404 "No <name> found". */
const decodePathParams = <P>(pathParams: PathParams<P>, params: unknown): P => {
  const decoded = Schema.decodeUnknownEither(pathParams.schema)(params, { onExcessProperty: "ignore" });
  if (Either.isLeft(decoded)) throw notFound(namesOfFailure(pathParams.names, decoded.left));
  return decoded.right;
};

const decodeParams = <P>(contract: Contract<P, any, any, any>, params: unknown): P =>
  contract.params ? decodePathParams(contract.params, params) : (undefined as P);

/** Only what the answer schema names leaves the service; an answer that breaks its own schema is a bug (500). */
export const encodeAnswer = <Answer extends AnySchema>(answer: Answer, value: Answer["Type"]): Answer["Encoded"] => {
  const fast = answerEncoder(answer)(value);
  if (fast !== REFUSED) return fast as Answer["Encoded"];
  const encoded = Schema.encodeUnknownEither(answer)(value, { onExcessProperty: "ignore" });
  if (Either.isLeft(encoded)) throw new Error(`An answer broke its contract: ${ParseResult.TreeFormatter.formatErrorSync(encoded.left)}`);
  return encoded.right;
};

/** The body limit of the small forms anyone may send (log in, sign-up, a link's token and password): a few hundred bytes each. */
export const SMALL_FORM_BODY_LIMIT = 16 * 1024;

/** Registers a route from its contract: it decodes the request with the contract's schemas and encodes the answer with it. */
export const routeContract = <P, Q, B, Answer extends AnySchema, Caller = null, Permit = null>(
  app: FastifyInstance,
  contract: Contract<P, Q, B, Answer>,
  handler: ContractHandler<P, Q, B, Answer, Caller, Permit>,
): void => {
  if (app.hasDecorator("contracts")) app.contracts.add(contract);
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = handler.caller ? handler.caller(request) : (null as Caller);
    const params = decodeParams(contract, request.params);
    const permit = handler.permit ? await handler.permit(caller, params, request) : (null as Permit);
    const query = decodePart(contract.query, request.query);
    const body = decodePart(contract.body, request.body);
    const value = await handler.handle({ params, query, body, caller, permit, request, reply });
    // A file's handler streams it on the reply, and answers that reply.
    if (contract.file) return value as FastifyReply;
    const status = successStatusOf(contract);
    return status === 204 ? reply.status(204).send() : reply.status(status).send(encodeAnswer(contract.answer, value));
  };
  const config: FastifyContextConfig = { ...handler.config, ...(contract.readModels ? { readModels: contract.readModels } : {}) };
  for (const url of handler.withTrailingSlash ? [contract.path, `${contract.path}/`] : [contract.path]) {
    app.route({ method: contract.method, url, config, ...(handler.bodyLimit ? { bodyLimit: handler.bodyLimit } : {}), handler: answer });
  }
};
