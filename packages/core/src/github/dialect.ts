/**
 * @module dialect: GitHub's dialect, the one `endpoint` speaks (docs/rules.md#any-api says how the
 * neutral entry's differs): flat parameters beside the options, `:name` segments and RFC 6570
 * templates, leftovers in the query or a JSON body, `mediaType`, `querySerializer` and `keepSlashes`.
 */
import type { Dialect } from "../dialect.ts";
import { groupedRefusal } from "../merge/grouped.ts";
import { readFlatCall } from "../merge/merge-call.ts";
import { OPTION_KEYS } from "../option-keys.ts";
import { compileRouteTemplate } from "../template/route-template.ts";
import { amendMediaType } from "./accept.ts";
import { leftoverBody } from "./body.ts";
import { mergeGitHubOption } from "./options.ts";
import { githubQuery } from "./query.ts";
import { settleGitHubQuery } from "./query-serializer.ts";

/** GitHub's rules, as the stages call them. */
export const github: Dialect = {
  readCall: readFlatCall,
  callKeys: OPTION_KEYS,
  refuse: groupedRefusal,
  mergeOption: mergeGitHubOption,
  // a GitHub operation's styles are the call's querySerializer, an option like any other
  styles: () => undefined,
  // no styles to compile with: the template of a URL is the same for every call, cached by URL
  compile: compileRouteTemplate,
  settleQuery: settleGitHubQuery,
  query: githubQuery,
  leftovers: leftoverBody,
  amendHeaders: amendMediaType,
};
