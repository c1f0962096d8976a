import type { SiteConfig } from '@fengshui/shared/site-config';
import { useEffect } from 'react';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { whenFirstChance } from '../logic/chat-widget.ts';
import { isChatHiddenPath } from '../logic/paths.ts';

type ChatWidgetConfig = NonNullable<SiteConfig['chat_widget']>;

// styles.css hides every element marked as a widget root while <html> carries the class.
export const CHAT_HIDDEN_CLASS = 'chat-widget-hidden';
const ROOT_ATTRIBUTE = 'data-chat-widget-root';
const SCRIPT_ATTRIBUTE = 'data-chat-widget';
const NOT_ROOTS = new Set([
  'SCRIPT',
  'STYLE',
  'LINK',
  'META',
  'HEAD',
  'BODY',
  'TEMPLATE',
  'NOSCRIPT',
  'FORM',
]);
/** How long after its script has loaded a provider may still add its elements. */
const WIDGET_SETTLE_MS = 15_000;

export const isChatWidgetRequested = () => document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`) !== null;

function appendScript(src: string, role: 'config' | 'widget'): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, role);
    // A configuration that fails to load should not keep the widget from trying.
    script.onload = () => resolve();
    script.onerror = () => resolve();
    document.head.append(script);
  });
}

/**
 * Providers differ in what they add to the page, so whatever lands at the top of <body> or <html> after
 * the widget's scripts were asked for, until they have settled, is marked as the widget's; CSS can then
 * hide it on the pages that must stay clear, whichever provider it is. The watch ends after that, so
 * the shop's own later additions (the payment redirect form, say) are never taken for the widget's.
 */
let watching: MutationObserver | null = null;

function markWidgetRoots(): MutationObserver {
  watching?.disconnect();
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement && !NOT_ROOTS.has(node.tagName) && node.id !== 'root')
          node.setAttribute(ROOT_ATTRIBUTE, '');
  });
  observer.observe(document.body, { childList: true });
  observer.observe(document.documentElement, { childList: true });
  watching = observer;
  return observer;
}

/** Its configuration script first, then the widget itself; once per page load. */
export async function loadChatWidget(widget: ChatWidgetConfig): Promise<void> {
  if (isChatWidgetRequested()) return;
  const observer = markWidgetRoots();
  if (widget.config_url) await appendScript(widget.config_url, 'config');
  await appendScript(widget.script_url, 'widget');
  setTimeout(() => observer.disconnect(), WIDGET_SETTLE_MS);
}

/**
 * docs/content.md#overlays: only when the deployment names one, loaded at the first chance
 * (see whenFirstChance), never loaded on the listed paths and hidden there if it already was.
 */
export function useChatWidget(pathname: string): void {
  const widget = useSiteConfig().data?.chat_widget ?? null;
  const hidden = isChatHiddenPath(pathname);

  useEffect(() => {
    document.documentElement.classList.toggle(CHAT_HIDDEN_CLASS, hidden);
    // Leaving the storefront means going to the admin area, where the widget stays hidden too.
    return () => document.documentElement.classList.add(CHAT_HIDDEN_CLASS);
  }, [hidden]);

  useEffect(() => {
    if (!widget || hidden || isChatWidgetRequested()) return;
    return whenFirstChance(window, () => {
      void loadChatWidget(widget);
    });
  }, [widget, hidden]);
}
