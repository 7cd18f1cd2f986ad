import { configure, getConfig } from '@testing-library/react';
import { vi } from 'vitest';
import { dropDetachedStyleSheets } from './detached-style-sheets';

/**
 * The web tests share a worker and its jsdom between files (`isolate: false`: a new worker and jsdom for
 * every file cost more than most files' tests). This setup file runs first before each file and gives it
 * what a worker of its own would: the app's modules evaluated anew (module state starts over and `vi.mock`
 * takes hold), an empty document, storage and cookies, real timers, unstubbed globals, Testing Library's
 * defaults, and the DOM's prototypes, the document and the window's own properties as the environment made
 * them. The first file in a worker takes the snapshot the others are reset to.
 */

type Target = object;
type Descriptors = Map<PropertyKey, PropertyDescriptor>;
type Pristine = {
  /** The DOM's prototypes, every own property: what a test adds (a polyfill, a stub) is removed again. */
  prototypes: Map<Target, Descriptors>;
  /**
   * The window, document, <html> and <body>, their own properties with plain names (scrollY, scrollHeight,
   * google…) only: React and user-event keep their own markers there, which must stay with the shared DOM.
   */
  instances: Map<Target, Descriptors>;
  rootAttributes: [string, string][];
  testingLibrary: ReturnType<typeof getConfig>;
};

const holder = globalThis as typeof globalThis & { __forjaPristineEnvironment?: Pristine };

if (holder.__forjaPristineEnvironment) restore(holder.__forjaPristineEnvironment);
else holder.__forjaPristineEnvironment = snapshot();

function snapshot(): Pristine {
  const root = document.documentElement;
  return {
    prototypes: new Map(
      domPrototypes().map((target) => [target, descriptorsOf(target, Reflect.ownKeys(target))]),
    ),
    instances: new Map(instances().map((target) => [target, descriptorsOf(target, plainKeys(target))])),
    rootAttributes: root.getAttributeNames().map((name) => [name, root.getAttribute(name) ?? '']),
    testingLibrary: { ...getConfig() },
  };
}

function restore(pristine: Pristine): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  configure(pristine.testingLibrary);

  const stuck: string[] = [];
  for (const [target, descriptors] of pristine.prototypes) {
    putBack(target, Reflect.ownKeys(target), descriptors, stuck);
  }
  for (const [target, descriptors] of pristine.instances) {
    putBack(target, plainKeys(target), descriptors, stuck);
  }
  if (stuck.length > 0) {
    throw new Error(
      `An earlier test file left ${stuck.join(', ')} in a state it cannot be reset from: ` +
        'define test polyfills and stubs with `configurable: true` (and `writable: true`).',
    );
  }

  document.head.replaceChildren();
  document.body.replaceChildren();
  dropDetachedStyleSheets();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  for (const [name, value] of pristine.rootAttributes) root.setAttribute(name, value);
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }

  vi.resetModules();
}

/** Removes the `keys` a file added to `target` and puts back the ones it changed. */
function putBack(target: Target, keys: PropertyKey[], descriptors: Descriptors, stuck: string[]): void {
  for (const key of keys) {
    if (!descriptors.has(key) && !Reflect.deleteProperty(target, key)) stuck.push(nameOf(target, key));
  }
  for (const [key, descriptor] of descriptors) {
    if (sameDescriptor(Reflect.getOwnPropertyDescriptor(target, key), descriptor)) continue;
    if (!Reflect.defineProperty(target, key, descriptor)) stuck.push(nameOf(target, key));
  }
}

/** The prototypes of the DOM's interfaces (Element, HTMLElement, Node, …) that tests may patch. */
function domPrototypes(): Target[] {
  const prototypes = new Set<Target>();
  for (const key of Object.getOwnPropertyNames(window)) {
    if (!/^[A-Z]/.test(key)) continue;
    // The environment puts jsdom's interfaces on the global object as getters.
    const value = Reflect.get(window, key) as unknown;
    if (typeof value === 'function' && typeof value.prototype === 'object' && value.prototype !== null) {
      prototypes.add(value.prototype as Target);
    }
  }
  return [...prototypes];
}

function instances(): Target[] {
  return [window, document, document.documentElement, document.body];
}

/** Own properties with plain names, as a test sets them: not `__vitest…`, `_react…` or symbols. */
function plainKeys(target: Target): string[] {
  return Object.getOwnPropertyNames(target).filter((key) => /^[a-z][A-Za-z]*$/.test(key));
}

function descriptorsOf(target: Target, keys: PropertyKey[]): Descriptors {
  const descriptors: Descriptors = new Map();
  for (const key of keys) {
    const descriptor = Reflect.getOwnPropertyDescriptor(target, key);
    if (descriptor) descriptors.set(key, descriptor);
  }
  return descriptors;
}

function sameDescriptor(a: PropertyDescriptor | undefined, b: PropertyDescriptor): boolean {
  return (
    a !== undefined &&
    a.value === b.value &&
    a.get === b.get &&
    a.set === b.set &&
    a.writable === b.writable &&
    a.enumerable === b.enumerable &&
    a.configurable === b.configurable
  );
}

function nameOf(target: Target, key: PropertyKey): string {
  const owner =
    target === window
      ? 'window'
      : target === document
        ? 'document'
        : target === document.documentElement
          ? '<html>'
          : target === document.body
            ? '<body>'
            : `${(target as { constructor?: { name?: string } }).constructor?.name ?? 'object'}.prototype`;
  return `${owner}.${String(key)}`;
}
