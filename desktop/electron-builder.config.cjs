// biome-ignore-all lint/suspicious/noTemplateCurlyInString: electron-builder expands the ${…} macros of artefact names itself.
// electron-builder configuration of the desktop back office. Run from the repository root:
// `npm run desktop:dist` (downloads Electron and the packaging tools; needs network access).
// CommonJS because electron-builder loads it with require() and package.json says "module".

/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: 'ee.lumenlegal.admin',
  productName: 'Lumen Legal Admin',
  copyright: 'Copyright © Lumen Legal OÜ',
  directories: {
    output: 'dist/desktop-release',
    buildResources: 'desktop/build',
  },
  // Only the built main process, preload and the client bundle (whose admin.html and assets/
  // are the page). The main process is one bundled file, so no node_modules ship either:
  // the server's dependencies are not the desktop app's.
  files: [
    'dist/desktop/**/*',
    'dist/client/**/*',
    '!dist/desktop-release/**/*',
    '!**/*.map',
    '!node_modules/**/*',
  ],
  extraMetadata: {
    main: 'dist/desktop/main.cjs',
    dependencies: {},
  },
  asar: true,
  protocols: [{ name: 'Lumen Legal Admin link', schemes: ['lumen-admin'] }],
  icon: 'web/public/icons/icon-512.png',
  artifactName: 'lumen-legal-admin-${version}-${os}-${arch}.${ext}',
  // Hardening of the Electron binary itself: no running as plain Node, no NODE_OPTIONS or
  // --inspect, the app only from its checked asar archive, no extra powers for file://.
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Office',
    icon: 'web/public/icons/icon-512.png',
    maintainer: 'Lumen Legal OÜ',
    synopsis: 'Back office of the Lumen Legal website',
    mimeTypes: ['x-scheme-handler/lumen-admin'],
  },
  deb: {
    artifactName: 'lumen-legal-admin_${version}_${arch}.${ext}',
  },
  win: {
    target: ['nsis'],
    icon: 'web/public/icons/icon-512.png',
  },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    artifactName: 'lumen-legal-admin-setup-${version}.${ext}',
  },
  mac: {
    target: ['dmg'],
    category: 'public.app-category.business',
    icon: 'web/public/icons/icon-512.png',
    hardenedRuntime: true,
  },
  dmg: {
    artifactName: 'lumen-legal-admin-${version}-${arch}.${ext}',
  },
};
