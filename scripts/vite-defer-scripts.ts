import type { Plugin } from 'vite';
import { MODULES_MARKER, modulesTemplate, TEMPLATE_FILE } from '../server/render/assets.ts';

const MODULE_TAG =
  /<script type="module"[^>]*\bsrc="[^"]+"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The public pages' scripts wait for the first paint. A page is whole without them (server
 * rendered, styles inlined), so they need not share the network and the main thread with it.
 * The entry's `<script type="module">` and its modulepreload links, which Vite puts in the head,
 * move into an inert `<template data-modules>` at the marker; the server does the same with a
 * page's own chunks (server/render/assets.ts). The template's loader script puts their contents
 * into the document once the first contentful paint has happened (see web/app.html).
 */
export function deferEntryScripts(): Plugin {
  return {
    name: 'lumen:defer-entry-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith(`/${TEMPLATE_FILE}`) || !html.includes(MODULES_MARKER)) {
          return html;
        }
        const tags: string[] = [];
        const stripped = html.replace(MODULE_TAG, (tag) => {
          tags.push(tag.trim());
          return '';
        });
        if (tags.length === 0) return html;
        // The entry's dependencies first, its script last, as Vite ordered them in the head.
        tags.sort((a, b) => Number(a.startsWith('<script')) - Number(b.startsWith('<script')));
        return stripped.replace(MODULES_MARKER, () => modulesTemplate(tags));
      },
    },
  };
}
