/** @module @scope/endpoint-core: what an app uses. Helpers for adapter authors are in `@scope/endpoint-core/adapter`. */
export { createEndpoint } from "./any-api/create-endpoint.ts";
export { endpoint } from "./endpoint.ts";
export { EndpointError, ERROR_CODES, type EndpointErrorCode } from "./errors.ts";
export { OPTION_KEYS } from "./option-keys.ts";
export { PARAMETER_STYLES, resolveParameterStyle } from "./template/param-styles.ts";
export { placeholders } from "./template/placeholders.ts";
export { VERSION } from "./version.ts";
export type { EndpointInterface } from "./types/endpoint-interface.ts";
export type {
  BodilessMethod,
  BodilessRequestOptions,
  BodyRequestOptions,
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
} from "./types/options.ts";
export type {
  EndpointDefinition,
  Endpoints,
  GroupedRouteOptions,
  MergeDefaults,
  PlaceholderValue,
  RouteArguments,
  RouteOptions,
  RouteResult,
  UrlOptions,
  UrlResult,
} from "./types/route-options.ts";
export type { RouteParts, TemplatePlaceholders, TemplateVariables } from "./types/route-params.ts";
export type {
  OpenApiDefaultsArguments,
  OpenApiEndpoint,
  OpenApiGroupedOptions,
  OpenApiOptions,
  OpenApiPathsShape,
  OpenApiRoute,
  ResponseData,
} from "./types/openapi.ts";
export type {
  AnyApiConfig,
  AnyApiEndpoint,
  AnyApiOptions,
  AnyApiUrlOptions,
  AnyApiRouteOptions,
  DescriptionTable,
  GroupedParameters,
  OperationStyles,
  OperationStyleTable,
  OperationStyleTableJson,
  OperationStylesJson,
  ParameterStyle,
  StyleTable,
  StyleTableJson,
} from "./types/any-api.ts";
export type { BodyEncoding, BodyStyles } from "./template/param-styles.ts";
export type {
  Answer,
  CarriesOperation,
  ErrorBody,
  OperationOf,
  Read,
  ResponseBody,
  ResponseByStatus,
  ResponseError,
  StatusBodies,
  SuccessBody,
} from "./types/answers.ts";
export type {
  BodyOfMediaType,
  FormBody,
  JsonRequestBodyOf,
  MultipartBody,
  RawBody,
  RawBodyFor,
  RawObjectBody,
  RequestBodies,
  RequestBodyOf,
} from "./types/request-body.ts";
export type { Page } from "./paginate/pages.ts";
export type { PageItem, PaginateSettings } from "./paginate/settings.ts";
