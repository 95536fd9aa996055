"use client";

import { useEffect, useRef, type RefObject } from "react";

/** Everything in the page except `panel` and its ancestors: the siblings along the way up to <body>. */
function outside(panel: HTMLElement): Element[] {
  const others: Element[] = [];
  for (let node: HTMLElement = panel; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) if (sibling !== node) others.push(sibling);
  }
  return others;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first one and Shift+Tab from the first to the last, instead of leaving the page. */
function wrapTab(panel: HTMLElement, event: KeyboardEvent) {
  const controls = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((control) => control.getClientRects().length > 0);
  if (controls.length === 0) return;
  const [first, last] = [controls[0], controls[controls.length - 1]];
  const active = document.activeElement;
  const inside = active instanceof Node && panel.contains(active) && active !== panel;
  if (event.shiftKey ? !inside || active === first : !inside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * While `active`, makes `panel` behave as a modal dialog: the rest of the page is inert (no focus,
 * no clicks, hidden from screen readers) and does not scroll, focus starts and stays inside the
 * panel (Tab wraps around), and Escape calls `onEscape` wherever focus is — except in dialogs
 * portalled out of the panel, which handle their own keys.
 */
export function useModalPanel(panel: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const element = panel.current;
    if (!active || !element) return;
    const madeInert = outside(element).filter((other) => !other.hasAttribute("inert"));
    for (const other of madeInert) other.setAttribute("inert", "");
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    if (!element.contains(document.activeElement)) element.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as Node;
      const ours = element.contains(target) || target === document.body || target === root;
      if (!ours || event.defaultPrevented) return;
      if (event.key === "Escape") escape.current();
      else if (event.key === "Tab") wrapTab(element, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      root.style.overflow = overflow;
      for (const other of madeInert) other.removeAttribute("inert");
    };
  }, [panel, active]);
}
