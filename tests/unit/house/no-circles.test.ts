import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/**
 * The house rules for app/: no file imports a file that imports it back, and no folder a folder
 * that imports it back (through any others), type-only imports and dynamic import() included. The
 * first-level folders under app/ are the rooms; files at app/'s root are left out of the rooms
 * (root.tsx and the entries stand above every one).
 */
const APP = path.resolve("app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The relative module specifiers a file imports: static, type-only and dynamic alike. */
export function importsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith("."));
}

/** A module specifier's file: as written, or with the extension or index the resolver adds. */
function resolveImport(from: string, specifier: string, files: Set<string>): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ""));
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ending) => base + ending).find((file) => files.has(file));
}

const roomOf = (file: string) => {
  const [first, ...rest] = path.relative(APP, file).split(path.sep);
  return rest.length > 0 ? first : undefined;
};

type Graph = Map<string, Map<string, string>>;

/** Each file's imports of app/'s files, and each room's of other rooms, with the file that makes each. */
function houseGraphs(): { files: Graph; rooms: Graph } {
  const all = sourceFiles(APP);
  const known = new Set(all);
  const files: Graph = new Map();
  const rooms: Graph = new Map();
  const add = (graph: Graph, from: string, to: string, why: string) => {
    const targets = graph.get(from) ?? new Map<string, string>();
    if (!targets.has(to)) targets.set(to, why);
    graph.set(from, targets);
  };
  for (const file of all) {
    const name = path.relative(APP, file);
    for (const specifier of importsOf(file, readFileSync(file, "utf8"))) {
      const target = resolveImport(file, specifier, known);
      if (!target) continue;
      add(files, name, path.relative(APP, target), `${name} imports ${specifier}`);
      const [from, to] = [roomOf(file), roomOf(target)];
      if (from && to && from !== to) add(rooms, from, to, `${name} imports ${specifier}`);
    }
  }
  return { files, rooms };
}

/** A way back from `to` to `from` through the rooms' imports, if there is one. */
function wayBack(graph: Graph, from: string, to: string): string[] | undefined {
  const queue: string[][] = [[to]];
  const seen = new Set([to]);
  while (queue.length > 0) {
    const way = queue.shift()!;
    for (const next of graph.get(way.at(-1)!)?.keys() ?? []) {
      if (next === from) return [...way, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...way, next]);
    }
  }
  return undefined;
}

/** Every edge of `graph` from which a way leads back to where it started. */
function loops(graph: Graph): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    for (const [to, why] of targets) {
      const back = wayBack(graph, from, to);
      if (back) found.push(`${from} → ${back.join(" → ")} (${why})`);
    }
  }
  return found;
}

describe("the house of app/", () => {
  // Read once, for both rules.
  const house = houseGraphs();

  test("every kind of import is read: type-only, re-exports and dynamic ones", () => {
    const text = `import type { A } from "./a";\nimport { type B } from "./b";\nimport c from "react";\nexport * from "./d";\nconst e = () => import("./e");`;
    expect(importsOf("x.ts", text)).toEqual(["./a", "./b", "./d", "./e"]);
  });

  test("no file imports a file that imports it back", () => {
    const circles = loops(house.files);
    expect(circles, circles.join("\n")).toEqual([]);
  });

  test("no folder imports a folder that imports it back", () => {
    const rings = loops(house.rooms);
    expect(rings, rings.join("\n")).toEqual([]);
  });
});
