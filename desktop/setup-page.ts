/**
 * The first-run page (and "Change server"): asks for the server's address. Served by the app's
 * protocol handler like the admin bundle, with its script as a separate file so the CSP needs
 * no inline script.
 */

export const SETUP_PATH = '/desktop/setup';
export const SETUP_SCRIPT_PATH = '/desktop/setup.js';

export const setupHtml = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>Connect to the server — Lumen Legal Admin</title>
    <link rel="stylesheet" href="/desktop/setup.css" />
    <script type="module" src="${SETUP_SCRIPT_PATH}"></script>
  </head>
  <body>
    <main>
      <h1>Connect to the server</h1>
      <p>Enter the address of your Lumen Legal server, for example https://admin.example.ee.</p>
      <form id="setup" novalidate>
        <label for="address">Server address</label>
        <input id="address" name="address" type="url" autocomplete="url" required />
        <p id="message" role="alert" hidden></p>
        <button type="submit">Connect</button>
      </form>
    </main>
  </body>
</html>
`;

export const setupCss = `body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8fafc;color:#0f172a}
main{max-width:32rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}
button{margin-top:1rem;padding:.5rem 1rem;font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:.375rem}
[role=alert]{color:#b91c1c}`;

export const setupScript = `const form = document.getElementById('setup');
const input = document.getElementById('address');
const message = document.getElementById('message');
const bridge = window.lumenDesktop;
bridge.getServer().then((current) => { if (current) input.value = current; });
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const button = form.querySelector('button');
  button.disabled = true;
  message.hidden = true;
  const result = await bridge.setServer(input.value);
  button.disabled = false;
  if (!result.ok) {
    message.textContent = result.message;
    message.hidden = false;
    input.focus();
  }
});
`;

export const setupPages: Record<string, { body: string; type: string }> = {
  [SETUP_PATH]: { body: setupHtml, type: 'text/html; charset=utf-8' },
  [SETUP_SCRIPT_PATH]: { body: setupScript, type: 'text/javascript; charset=utf-8' },
  '/desktop/setup.css': { body: setupCss, type: 'text/css; charset=utf-8' },
};
