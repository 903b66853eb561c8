import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { API_CONTRACTS, API_SLICES } from "@wellbeing/domain";
import { openApiDocument } from "@wellbeing/platform";

const OPENAPI_PATH = "/api/openapi.json";
/** The API reference page; its scripts and styles are served from under it (no inline script, nothing fetched elsewhere). */
const API_DOCS_PATH = "/api/docs";

/**
 * The OpenAPI 3.1 document of every endpoint that has a contract (both services': the catalogue
 * lives in domain), and a readable reference of it: Swagger UI served from this package, in its base
 * layout (the standard top bar's logo carries an inline style the content security policy refuses).
 */
export const apiDocsRoutes = async (app: FastifyInstance): Promise<void> => {
  const document = openApiDocument(API_CONTRACTS, { title: "Wellbeing training programme API", version: "1" }, API_SLICES);
  app.get(OPENAPI_PATH, async () => document);
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PATH, uiConfig: { deepLinking: false, layout: "BaseLayout" } });
};
