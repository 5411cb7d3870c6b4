/**
 * @module path-template: an OpenAPI path template (`/v1/{name}:cancel`, `/projects/{id}{.format}`)
 * compiled to the route template the core expands, each parameter in its style (docs/rules.md#any-api).
 */
import { type EndpointError, fail, quote } from "../errors.ts";
import { encodeReserved, encodeUnreserved } from "../template/percent-encode.ts";
import { routeTemplate, type RouteTemplate } from "../template/route-template.ts";
import { type CheckedStyle, defaultStyle, type OperationStyles } from "../template/param-styles.ts";
import { markSegments, type ParsedExpression } from "../template/url-template.ts";

function syntaxError(url: string, position: number, reason: string): EndpointError {
  return fail("ERR_TEMPLATE_SYNTAX", `Path ${quote(url)}`, `${reason} at position ${position}`);
}

/**
 * `url` read as OpenAPI path templating: `{` name `}` is the parameter of that exact name, whatever
 * its characters; everything else is literal text (`:token` too). Every parameter is required.
 * @example compileOpenApiPath("/projects/{id}{.format}", undefined).names // Set { "id", ".format" }
 */
export function compileOpenApiPath(url: string, styles: OperationStyles | undefined): RouteTemplate {
  const parts: (string | ParsedExpression)[] = [];
  const names = new Set<string>();
  const path = styles?.path;
  let inPath = true;
  let literal = 0;
  const flush = (end: number) => {
    const text = url.slice(literal, end);
    if (text === "") return;
    if (/[?#]/.test(text)) inPath = false;
    parts.push(encodeReserved(text));
  };
  for (let i = 0; i < url.length; i++) {
    const char = url[i];
    if (char === "}") throw syntaxError(url, i, "unmatched '}'");
    if (char !== "{") continue;
    const close = url.indexOf("}", i + 1);
    if (close === -1) throw syntaxError(url, i, "unclosed '{'");
    const name = url.slice(i + 1, close);
    if (name === "" || name.includes("{")) throw syntaxError(url, i + 1, "no parameter name");
    flush(i);
    // a name is looked up as an own key (docs/rules.md#safety); a checked setting is resolved already
    const setting =
      path !== undefined && Object.hasOwn(path, name) ? (path[name] as CheckedStyle) : defaultStyle("path");
    parts.push({
      op: setting.op,
      // only a named style (matrix) writes the name
      vars: [
        { name, label: setting.op.named ? encodeUnreserved(name, name) : name, prefix: 0, explode: setting.exploded },
      ],
      inPath,
      required: true,
    });
    names.add(name);
    i = close;
    literal = close + 1;
  }
  flush(url.length);
  // a run that makes up a whole segment must write something: "" in DELETE /pets/{id} would reach /pets/
  return routeTemplate({ parts: markSegments(parts), names, segmentsFilled: true });
}
