import type { StudioField } from "./translation-words";

/**
 * What the studio uses of Decap CMS's browser bundle (`window.CMS`, and the `h` and `createClass`
 * it sets for preview templates): typed here, since the bundle ships no types.
 */

/** A React element, as Decap's own React makes it. */
export type DecapElement = object;

/** Decap's Immutable.js values: read with getIn and toJS. */
export interface ImmutableValue {
  getIn(path: (string | number)[]): unknown;
  toJS(): unknown;
}

export interface PreviewProps {
  entry: ImmutableValue;
  /** The rendered field (the Markdown body as HTML, by Decap's own renderer). */
  widgetFor(name: string): DecapElement | null;
  /** An image's URL, for a path as the entry names it (relative to the entry's folder). */
  getAsset(path: string): { toString(): string } | undefined;
  document: Document;
}

/** The configuration Decap gives a backend: config.yml, read. */
export interface DecapConfigObject {
  collections: { name: string; folder?: string; fields?: StudioField[] }[];
}

export interface BackendRegistration {
  init(...args: unknown[]): object;
}

export interface Decap {
  registerBackend(name: string, backend: new (...args: unknown[]) => object): void;
  getBackend(name: string): BackendRegistration | undefined;
  registerPreviewTemplate(collection: string, template: unknown): void;
  registerPreviewStyle(url: string): void;
}

export type CreateElement = (
  type: string | object,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => DecapElement;

export type CreateClass = (spec: Record<string, unknown>) => object;

declare global {
  interface Window {
    CMS: Decap;
    h: CreateElement;
    createClass: CreateClass;
  }
}
