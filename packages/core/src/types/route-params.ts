/**
 * @module route-params: reads a route's method and URL placeholders from its string literal type,
 * mirroring `parseRoute()` and `parseTemplate()` at compile time. Types only: nothing here runs.
 *
 * Every type below is tail-recursive (TypeScript evaluates those in a loop of up to 1000 steps, not
 * on its stack) and takes one step per `{...}` expression, `/:` segment or variable, so a 200-character
 * route with ten placeholders checks in milliseconds and only a route with 1000 placeholders would
 * report "Type instantiation is excessively deep". Literal text costs no steps, however long.
 */
import type { OptionKey } from "./options.ts";

/** White space other than " " that `parseRoute()` trims and splits on (`\s`, its ASCII part). */
type OtherSpace = "\t" | "\n" | "\r" | "\v" | "\f";

/** `S` with every white-space character turned into " ": one step per such character. */
type Spaced<S extends string> = S extends `${infer Before}${OtherSpace}${infer After}`
  ? Spaced<`${Before} ${After}`>
  : S;
type TrimStart<S extends string> = S extends ` ${infer Rest}` ? TrimStart<Rest> : S;
type TrimEnd<S extends string> = S extends `${infer Rest} ` ? TrimEnd<Rest> : S;

/**
 * A route split into its method (`undefined` when the route is only a URL) and its URL,
 * as `parseRoute()` splits it.
 * @example type R = RouteParts<" POST  /markdown ">; // { method: "POST"; url: "/markdown" }
 */
export type RouteParts<Route extends string> =
  TrimEnd<TrimStart<Spaced<Route>>> extends infer Trimmed extends string
    ? Trimmed extends `${infer Method} ${infer Url}`
      ? { method: Method; url: TrimStart<Url> }
      : { method: undefined; url: Trimmed }
    : never;

/** `name`, `name:3` or `name*` to `name` (RFC 6570 section 2.4). */
type VarName<Spec extends string> = Spec extends `${infer Name}:${string}`
  ? Name
  : Spec extends `${infer Name}*`
    ? Name
    : Spec;

/** The names in a comma-separated variable list. */
type VarNames<List extends string, Names extends string = never> = List extends `${infer Spec},${infer Rest}`
  ? VarNames<Rest, Names | VarName<Spec>>
  : Names | VarName<List>;

/** Operators whose variables are optional: form-style query expressions (RFC 6570 sections 3.2.8, 3.2.9). */
type QueryOperator = "?" | "&";
/** Every other operator of RFC 6570 level 4; their variables are part of the path, so they are required. */
type PathOperator = "+" | "#" | "." | "/" | ";";

/**
 * The variables of every `{...}` expression: `Required` from `{x}`, `{+x}`, `{#x}`, `{.x}`, `{/x}`
 * and `{;x}`, `Optional` from `{?x}` and `{&x}`.
 */
type ExpressionNames<
  Template extends string,
  Required extends string = never,
  Optional extends string = never,
> = Template extends `${string}{${infer Expression}}${infer Rest}`
  ? Expression extends `${infer First}${infer List}`
    ? First extends QueryOperator
      ? ExpressionNames<Rest, Required, Optional | VarNames<List>>
      : ExpressionNames<Rest, Required | VarNames<First extends PathOperator ? List : Expression>, Optional>
    : ExpressionNames<Rest, Required, Optional>
  : { required: Required; optional: Optional };

/** The letters, in two halves so that each fits on a line. */
type Letter = LettersAToM | Uppercase<LettersAToM> | LettersNToZ | Uppercase<LettersNToZ>;
type LettersAToM = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" | "j" | "k" | "l" | "m";
type LettersNToZ = "n" | "o" | "p" | "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z";
type NameStart = Letter | "_";
type NameChar = NameStart | "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";

/** Splits text into the longest leading name and what follows: `"d{"` to `["d", "{"]`. */
type ReadName<Text extends string, Name extends string = ""> = Text extends `${infer Char}${infer Rest}`
  ? Char extends NameChar
    ? ReadName<Rest, `${Name}${Char}`>
    : [Name, Text]
  : [Name, ""];

/**
 * The name of a `:name` path segment (given what follows the `:`), or never. The segment must be
 * whole: after the name comes nothing (end, `/`, `?` or `#`) or a `{` that opens `{/`, `{?`, `{&`
 * or `{#` (the rest cut off by `ColonNames` and `PathPart`).
 */
type ColonName<Segment extends string> = Segment extends `${infer Start extends NameStart}${infer Text}`
  ? ReadName<Text> extends [infer Name extends string, "" | "{"]
    ? `${Start}${Name}`
    : never
  : never;

/** The names of the `/:name` segments, one step per `/:` (not per character or segment). */
type ColonNames<Path extends string, Names extends string = never> = Path extends `${string}/:${infer Rest}`
  ? ColonNames<Rest, Names | ColonName<Rest extends `${infer Segment}/${string}` ? Segment : Rest>>
  : Names;

/** The part of a template where `:name` segments count: before any `?`, `#` or `{&` (a `{` is kept). */
type PathPart<Template extends string> = Template extends `${infer Path}?${string}`
  ? PathPart<Path>
  : Template extends `${infer Path}#${string}`
    ? PathPart<Path>
    : Template extends `${infer Path}{&${string}`
      ? `${Path}{`
      : Template;

/**
 * The variables of the simple `{x}` expressions a URL starts with, before any literal: they stand
 * where the base URL goes and may be left out (docs/rules.md#placing-parameters).
 * @example type H = HeadNames<"{origin}/repos/{owner}">; // "origin"
 */
type HeadNames<
  Template extends string,
  Names extends string = never,
> = Template extends `{${infer Expression}}${infer Rest}`
  ? Expression extends `${QueryOperator | PathOperator}${string}`
    ? Names
    : HeadNames<Rest, Names | VarNames<Expression>>
  : Names;

/**
 * Every variable a URL template names, option keys included: what a grouped call's `params.path`
 * fills (docs/rules.md#grouped-parameters), where `{url}` is a variable like any other.
 * @example type V = TemplateVariables<"/proxy/{url}{?q}">; // { required: "url"; optional: "q" }
 */
export type TemplateVariables<Template extends string> =
  ExpressionNames<Template> extends { required: infer Required extends string; optional: infer Optional extends string }
    ? Variables<
        Required,
        Template extends `${string}/:${string}` ? ColonNames<PathPart<Template>> : never,
        Optional,
        Template extends `{${string}` ? HeadNames<Template> : never
      >
    : never;

/**
 * The names by kind, those of the head (`Head`) optional. A URL that starts with no expression (almost
 * every route) takes the first branch, which skips the head's exclusions: they cost an untyped call
 * about 15 type instantiations.
 */
type Variables<Required extends string, Colon extends string, Optional extends string, Head extends string> = [
  Head,
] extends [never]
  ? { required: Exclude<Required | Colon, "">; optional: Exclude<Optional, Required | ""> }
  : {
      required: Exclude<Required | Colon, Head | "">;
      optional: Exclude<Optional | Head, Exclude<Required, Head> | "">;
    };

/**
 * The parameters a URL template names, split into those it requires and those it takes optionally.
 * Required: `{x}`, `{+x}`, `{#x}`, `{.x}`, `{/x}`, `{;x}` and `/:x` path segments; a REST path
 * with a hole in it is rarely what the caller meant. Optional: `{?x}` and `{&x}`, the query, and a
 * `{x}` the URL starts with, where the base URL goes.
 * Names the runtime never expands (`url`, `headers`, ...) are left out.
 * @example type P = TemplatePlaceholders<"/repos/:owner/{repo}/issues{?page,per_page}">;
 * // { required: "owner" | "repo"; optional: "page" | "per_page" }
 */
export type TemplatePlaceholders<Template extends string> =
  TemplateVariables<Template> extends {
    required: infer Required extends string;
    optional: infer Optional extends string;
  }
    ? { required: Exclude<Required, OptionKey>; optional: Exclude<Optional, OptionKey> }
    : never;
