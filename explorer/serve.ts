// The local server's ruling explorer (README, "The ruling explorer"): a yoga plugin answering
// GET / with the page and the two paths of its script and stylesheet from the assets built
// as the server starts (explorer/build.ts). Everything else goes on to the API.

import type { Plugin } from 'graphql-yoga';
import { ASSET_PATHS, type ExplorerAssets } from './build';

export function serveExplorer(assets: ExplorerAssets): Plugin {
  const files = new Map<string, { body: string; type: string }>([
    ['/', { body: assets.html, type: 'text/html; charset=utf-8' }],
    [ASSET_PATHS.script, { body: assets.script, type: 'text/javascript; charset=utf-8' }],
    [ASSET_PATHS.style, { body: assets.style, type: 'text/css; charset=utf-8' }],
  ]);
  return {
    onRequest(event): void {
      const { request, url, fetchAPI } = event;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const file = files.get(url.pathname);
      if (!file) return;
      event.endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : file.body, {
          status: 200,
          // The page loads nothing but itself and the API (README, "The ruling explorer").
          headers: { 'content-type': file.type, 'cache-control': 'no-cache', 'content-security-policy': "default-src 'self'; img-src 'self' data:" },
        }),
      );
    },
  };
}
