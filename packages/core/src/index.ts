export { endpoint } from "./endpoint.ts";
export { EndpointError, ERROR_CODES, type EndpointErrorCode } from "./errors.ts";
export { isJsonBody } from "./body.ts";
export { OPTION_KEYS } from "./option-keys.ts";
export { serializeBody } from "./serialize-body.ts";
export { checkContentLength, ownProperties } from "./adapter-input.ts";
export { stringHeaders } from "./string-headers.ts";
export { requestSignal } from "./request-signal.ts";
export { upperMethod } from "./upper-method.ts";
export { placeholders } from "./placeholders.ts";
export { VERSION } from "./version.ts";
export type {
  BodilessMethod,
  BodilessRequestOptions,
  BodyRequestOptions,
  EndpointInterface,
  EndpointOptions,
  HeaderInput,
  MediaType,
  MergedOptions,
  OptionKey,
  QuerySerializer,
  QueryStyles,
  RequestHeaders,
  RequestHeadersInput,
  RequestMeta,
  RequestOptions,
} from "./types.ts";
export type {
  EndpointDefinition,
  Endpoints,
  MergeDefaults,
  OptionsResult,
  OptionsRouteOptions,
  PlaceholderValue,
  RouteArguments,
  RouteOptions,
  RouteResult,
  TargetArguments,
  TargetCheck,
  TargetResult,
  UrlOptions,
  UrlResult,
} from "./route-options.ts";
export type { RouteParts, TemplatePlaceholders } from "./route-params.ts";
export type {
  OpenApiDefaultsArguments,
  OpenApiEndpoint,
  OpenApiOptions,
  OpenApiPathsShape,
  OpenApiRoute,
  ResponseData,
} from "./openapi.ts";
