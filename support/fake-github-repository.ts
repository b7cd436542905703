// Enough of GitHub's REST API (user, branch, Git trees, blobs, commits, refs) over an in-memory
// copy of a folder for Decap CMS's GitHub backend to list entries, read them and commit: the fake
// GitHub server (fake-github.ts) answers the studio's API calls with it.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export interface FakeCommit {
  message: string;
  /** The files the commit changed, path to text. */
  changed: Map<string, string>;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

function filesOf(dir: string, prefix: string, into: Map<string, Buffer>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const at = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) filesOf(full, at, into);
    else into.set(at, readFileSync(full));
  }
}

export class FakeGitHubRepository {
  readonly commits: FakeCommit[] = [];
  private readonly blobs = new Map<string, Buffer>();
  /** Trees and commits by id: a tree is the whole file map (path to blob sha). */
  private readonly trees = new Map<string, Map<string, string>>();
  private readonly commitTrees = new Map<string, string>();
  /** Commits made but not yet on the branch (before the ref update). */
  private readonly pending = new Map<string, FakeCommit>();
  private head: string;
  private ids = 0;

  constructor(
    readonly fullName: string,
    readonly branch: string,
    /** The folder (`content`) to serve as the repository's folder of the same name. */
    contentDir: string,
  ) {
    const files = new Map<string, Buffer>();
    filesOf(contentDir, "content", files);
    const tree = new Map<string, string>();
    for (const [at, bytes] of files) tree.set(at, this.storeBlob(bytes));
    this.head = this.storeCommit(this.storeTree(tree));
  }

  private storeBlob(bytes: Buffer): string {
    const sha = createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");
    this.blobs.set(sha, bytes);
    return sha;
  }

  private storeTree(tree: Map<string, string>): string {
    const id = `tree${String(++this.ids).padStart(36, "0")}`;
    this.trees.set(id, tree);
    return id;
  }

  private storeCommit(treeId: string): string {
    const id = `c0ffee${String(++this.ids).padStart(34, "0")}`;
    this.commitTrees.set(id, treeId);
    return id;
  }

  private treeOf(ref: string): Map<string, string> | undefined {
    const commit = ref === this.branch ? this.head : ref;
    return this.trees.get(this.commitTrees.get(commit) ?? commit);
  }

  /** The text of a file on the branch, or undefined. */
  file(at: string): string | undefined {
    const sha = this.treeOf(this.branch)?.get(at);
    return sha === undefined ? undefined : this.blobs.get(sha)?.toString("utf8");
  }

  /** Answers one request to `https://api.github.com`. */
  handle(method: string, url: URL, body: string | null): FakeAnswer {
    const ok = (value: unknown, status = 200): FakeAnswer => ({ status, body: value });
    const notFound = ok({ message: "Not Found" }, 404);
    if (method === "GET" && url.pathname === "/user") {
      return ok({ login: "editor", name: "Ana Editor", avatar_url: "" });
    }
    const prefix = `/repos/${this.fullName}`;
    if (!url.pathname.startsWith(prefix)) return notFound;
    const rest = url.pathname.slice(prefix.length);
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (method === "GET" && rest === `/branches/${this.branch}`) {
      return ok({ name: this.branch, commit: { sha: this.head } });
    }
    const treeMatch = /^\/git\/trees\/(.+)$/.exec(rest);
    if (method === "GET" && treeMatch) {
      const [ref, folder = ""] = decodeURIComponent(treeMatch[1]!).split(":");
      const tree = this.treeOf(ref!);
      if (!tree) return notFound;
      const base = folder.replace(/^\/+|\/+$/g, "");
      const recursive = url.searchParams.has("recursive");
      const entries = new Map<string, { path: string; type: string; sha: string; size?: number }>();
      for (const [at, sha] of tree) {
        if (base && !at.startsWith(`${base}/`)) continue;
        const relative = base ? at.slice(base.length + 1) : at;
        const parts = relative.split("/");
        if (recursive || parts.length === 1) {
          entries.set(relative, { path: relative, type: "blob", sha, size: this.blobs.get(sha)!.length });
        }
        if (!recursive && parts.length > 1) entries.set(parts[0]!, { path: parts[0]!, type: "tree", sha: "0" });
      }
      if (entries.size === 0) return notFound;
      return ok({ sha: ref, tree: [...entries.values()], truncated: false });
    }
    const blobMatch = /^\/git\/blobs\/([0-9a-f]+)$/.exec(rest);
    if (method === "GET" && blobMatch) {
      const bytes = this.blobs.get(blobMatch[1]!);
      return bytes
        ? ok({ sha: blobMatch[1], size: bytes.length, content: bytes.toString("base64"), encoding: "base64" })
        : notFound;
    }
    if (method === "POST" && rest === "/git/blobs") {
      const bytes = Buffer.from(String(json.content), json.encoding === "base64" ? "base64" : "utf8");
      return ok({ sha: this.storeBlob(bytes) }, 201);
    }
    if (method === "POST" && rest === "/git/trees") {
      const tree = new Map(this.treeOf(String(json.base_tree)) ?? []);
      for (const item of json.tree as { path: string; sha: string | null }[]) {
        if (item.sha === null) tree.delete(item.path);
        else tree.set(item.path, item.sha);
      }
      return ok({ sha: this.storeTree(tree) }, 201);
    }
    if (method === "POST" && rest === "/git/commits") {
      const treeId = String(json.tree);
      const before = this.treeOf(String((json.parents as string[])[0])) ?? new Map<string, string>();
      const after = this.trees.get(treeId) ?? new Map<string, string>();
      const changed = new Map<string, string>();
      for (const [at, sha] of after) if (before.get(at) !== sha) changed.set(at, this.blobs.get(sha)!.toString("utf8"));
      const sha = this.storeCommit(treeId);
      this.pending.set(sha, { message: String(json.message), changed });
      return ok({ sha, tree: { sha: treeId }, message: json.message, parents: [] }, 201);
    }
    if (method === "PATCH" && rest === `/git/refs/heads/${this.branch}`) {
      const sha = String(json.sha);
      const commit = this.pending.get(sha);
      if (!commit) return ok({ message: "Object does not exist" }, 422);
      this.head = sha;
      this.commits.push(commit);
      return ok({ ref: `refs/heads/${this.branch}`, object: { sha, type: "commit" } });
    }
    if (method === "GET" && rest === "/commits") {
      return ok([{ sha: this.head, commit: { author: { name: "Ana Editor", date: "2026-11-27T12:00:00Z" } } }]);
    }
    return notFound;
  }
}
