/**
 * @module @scope/endpoint-core/paginate: every page of a list through any adapter's read
 * (docs/rules.md#pagination). Its own entry, so an app that never pages ships none of it.
 */
export { paginate, type Page } from "./paginate/pages.ts";
export type { PageItem, PaginateSettings } from "./paginate/settings.ts";
export type {
  Answer,
  CarriesOperation,
  ErrorBody,
  OperationOf,
  Read,
  ResponseBody,
  StatusBodies,
  SuccessBody,
} from "./types/answers.ts";
