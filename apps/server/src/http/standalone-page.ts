import { BUSINESS } from '@fengshui/shared/constants';

/**
 * A page that stands on its own, for the answers the web app cannot give: no scripts, no stylesheet
 * file, no data, so it shows whatever else is wrong (the database is down, the address cannot even be
 * read). Its text is the server's own; nothing from the request is written into it.
 */
export function standalonePage(page: {
  title: string;
  heading: string;
  message: string;
  action: { href: string; label: string };
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title} | ${BUSINESS.name}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fdf8f0;color:#3b2a1a;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}
main{max-width:28rem;padding:2rem}
h1{font-size:1.5rem;margin:0 0 .75rem;color:#8b1e1e}
p{line-height:1.5;margin:0 0 1.25rem}
a{display:inline-block;padding:.6rem 1.4rem;border-radius:.5rem;background:#8b1e1e;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${page.heading}</h1>
<p>${page.message}</p>
<a href="${page.action.href}">${page.action.label}</a>
</main>
</body>
</html>
`;
}

/** The policy such a page needs: its one inline style block, and nothing else from anywhere. */
export const STANDALONE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
