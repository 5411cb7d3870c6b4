/**
 * @module typed-call: what a typed call's arguments must be and what it returns, one set of types for
 * both typed entries (`endpoint.defaults<paths>()` and `createEndpoint<paths>()`): the route checked
 * through openapi-route.ts, its options read through the operation machinery (operation.ts). An entry
 * says only which options it takes. Types only: nothing here runs.
 */
import type { CarriesOperation } from "./answers.ts";
import type { AnyApiOptions, AnyApiRouteOptions, AnyApiUrlOptionKeys, Inferred } from "./any-api.ts";
import type { MissingNames, NoOptionsGiven, RequiredNames } from "./grouped.ts";
import type { OpenApiGroupedOptions, OpenApiOptions } from "./openapi-options.ts";
import type { PathsOnceKnown, PatternRoute, RouteParameter } from "./openapi-route.ts";
import type { RouteOperation, RouteSplit } from "./operation.ts";
import type { EndpointOptions, RequestOptions } from "./options.ts";
import type { CallMethod, OptionsArgument, UrlResult } from "./route-options.ts";
import type { RouteParts } from "./route-params.ts";

declare const NEUTRAL: unique symbol;

/**
 * What the neutral entry passes where `endpoint.defaults<Paths>()` passes its defaults: it has none,
 * takes grouped calls only, and no `{?...}` suffix (docs/rules.md#any-api).
 */
export interface Neutral {
  readonly [NEUTRAL]: true;
}

/**
 * Whether a route type stands for many strings (`string`, `` `GET ${string}` ``) rather than literals:
 * only then does `Record` keep an index signature, which `{}` satisfies.
 * @example type P = IsPattern<`GET ${string}`>; // true
 */
export type IsPattern<Route extends string> = {} extends Record<Route, true> ? true : false;

/**
 * The operation a literal route names on an entry, or never: the neutral entry's routes have no `{?...}`
 * suffix. Read where a route was not checked first (the options form, a call without options); a
 * route-form call reads {@link RouteOperation}, its route checked by {@link RouteParameter}, so that
 * every type of the call shares one lookup.
 */
export type EntryOperation<Paths, Route extends string, Entry> = Entry extends Neutral
  ? [RouteSplit<Route>["names"]] extends [never]
    ? RouteOperation<Paths, Route>
    : never
  : RouteOperation<Paths, Route>;

/**
 * The options a route of the document takes on an entry, as the call's own keys (`Keys`) say: on
 * `endpoint`, flat or grouped; on the neutral entry, grouped, never user input, and without a
 * method or URL unless they are its options (`Form`).
 */
export type EntryOptions<
  Paths,
  Route extends string,
  Entry,
  Keys extends PropertyKey,
  Form = false,
> = Entry extends Neutral
  ? Form extends true
    ? AnyApiRouteOptions<Paths, Route, AnyApiUrlOptionKeys>
    : Inferred<AnyApiRouteOptions<Paths, Route>, Keys>
  : "params" extends Keys
    ? string extends Keys
      ? OpenApiOptions<Paths, Route, Entry>
      : OpenApiGroupedOptions<Paths, Route, Entry>
    : [Keys] extends [Keys]
      ? OpenApiOptions<Paths, Route, Entry>
      : { [Key in Keys]: unknown };

/** The route an options-form call (`{ method, url }`) names: its method, else the defaults', else GET. */
export type FormRoute<Url extends string, Method extends string, Defaults> = `${Uppercase<
  CallMethod<Method, Defaults>
>} ${Url}`;

/** The options of a route that is not a literal of the document, checked as the entry's untyped calls are. */
type LooseOptions<Entry, Keys extends PropertyKey> = Entry extends Neutral
  ? Inferred<AnyApiOptions, Keys>
  : EndpointOptions;

/**
 * What a literal route takes when the call gives no options: itself if its operation requires
 * nothing, else itself and a key naming the required parameters, which no string has.
 */
type MissingOptions<Paths, Route extends string, Entry, Keys extends PropertyKey> = [Keys] extends [NoOptionsGiven]
  ? [EntryOperation<Paths, Route, Entry>] extends [never]
    ? unknown
    : MissingNames<RequiredNames<EntryOptions<Paths, Route, Entry, NoOptionsGiven>>>
  : unknown;

/**
 * What a typed call's route must be: a route that is not a literal (`string`, `` `GET ${next}` ``) is
 * itself, checked as the untyped entry checks it (while it is being typed, the document's routes
 * are offered); a literal goes through {@link RouteParameter}, and names what a call without options
 * misses. `Keys` are the keys of the options argument; `Suffix`, whether the entry takes a `{?...}` suffix.
 */
export type CallRoute<Paths, Route extends string, Entry, Keys extends PropertyKey, Suffix extends boolean = true> =
  IsPattern<Route> extends true
    ? PatternRoute<Paths, Route, Keys>
    : RouteParameter<PathsOnceKnown<Paths, Keys>, Route, RouteOperation<PathsOnceKnown<Paths, Keys>, Route>, Suffix> &
        MissingOptions<Paths, Route, Entry, Keys>;

/**
 * What follows a route: the operation's options for a literal route of the document, loose options
 * for a route that is not a literal (or not in the document, already an error), and nothing after an
 * options object.
 */
export type CallOptions<Paths, Route, Entry, Keys extends PropertyKey> = Route extends string
  ? unknown extends Paths
    ? [options?: LooseOptions<Entry, Keys>]
    : IsPattern<Route> extends true
      ? [options?: LooseOptions<Entry, Keys>]
      : [RouteOperation<Paths, Route>] extends [never]
        ? [options?: LooseOptions<Entry, Keys>]
        : [Keys] extends [NoOptionsGiven]
          ? [options?: EntryOptions<Paths, Route, Entry, Keys>]
          : OptionsArgument<EntryOptions<Paths, Route, Entry, Keys>>
  : [];

/**
 * The operation an options-form call (`{ method, url }`) names: `unknown` when `url` or `method` is
 * not a literal (a pattern carries none), else the document's operation for {@link FormRoute}, or
 * never when the literals name none. The same lookup {@link FormOptions} makes for the call's options.
 */
export type FormOperation<Paths, Url extends string, Method extends string, Entry> = string extends Url | Method
  ? unknown
  : EntryOperation<Paths, FormRoute<Url, Method, Entry>, Entry>;

/**
 * What a typed call returns: the lowercase method of its literal route, or of its options' `method`.
 * A literal route of the document, or options whose literal `url` and `method` name an operation,
 * also carry that operation, at the type level only, so that a read types its answer
 * (docs/rules.md#reading-an-answer): one intersection, over the lookup the call's options already made.
 */
export type CallResult<
  Route,
  Defaults,
  Method extends string,
  Untyped = false,
  Paths = unknown,
  Url extends string = never,
  Entry = Defaults,
> = Route extends string
  ? IsPattern<Route> extends true
    ? RequestOptions
    : Untyped extends true
      ? RouteParts<Route>["method"] extends infer RouteMethod extends string
        ? RequestOptions<Lowercase<RouteMethod>>
        : RequestOptions<"get">
      : RequestOptions<RouteSplit<Route>["method"]> & CarriesOperation<RouteOperation<Paths, Route>>
  : Untyped extends true
    ? UrlResult<Method, Defaults>
    : UrlResult<Method, Defaults> & CarriesOperation<FormOperation<Paths, Url, Method, Entry>>;

/**
 * What an options-form call's options must be when `url` and `method` are literals naming an
 * operation: `Given` (the literals as typed) and the operation's options; else `Loose`, or `Unknown`
 * when they are literals naming none.
 */
export type FormOptions<
  Paths,
  Url extends string,
  Method extends string,
  Entry,
  FormKeys extends PropertyKey,
  Given,
  Loose,
  Unknown,
> = string extends Url | Method
  ? Loose
  : [EntryOperation<Paths, FormRoute<Url, Method, Entry>, Entry>] extends [never]
    ? Unknown
    : Given & EntryOptions<Paths, FormRoute<Url, Method, Entry>, Entry, FormKeys, true>;
