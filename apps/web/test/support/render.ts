// A screen's component drawn into happy-dom's document under a router, as the app shell has it, and
// what a person reads of it.
import { act, createElement, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
// React applies each render at once inside act(), instead of on a later task.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const unmounts: (() => void)[] = [];

/** Renders `element` and returns the element holding it. */
export function render(element: ReactElement): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => {
    root.render(createElement(MemoryRouter, null, element));
  });
  unmounts.push(() => {
    act(() => {
      root.unmount();
    });
    container.remove();
  });
  return container;
}

/** Removes everything render() drew (call it after each test). */
export function cleanup(): void {
  for (const unmount of unmounts.splice(0)) unmount();
}

/** The one element `selector` finds under `root`; a test fails when the screen lacks it. */
export function one(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`Nothing matches ${selector}`);
  return found;
}

/** An element's text with its white space folded and no-break spaces as plain ones ('R$ 1,50'). */
export function textOf(element: Element): string {
  return element.textContent.replace(/\s+/g, ' ').trim();
}

/** The text of each element `selector` finds under `root`, in document order. */
export function textsOf(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map(textOf);
}
