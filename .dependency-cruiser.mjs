/**
 * Import rules over the workspaces' sources (apps/<app>/src and packages/<package>/src), checked with
 * `depcruise apps packages --config .dependency-cruiser.mjs`.
 *
 * Test files are cruised too: nothing imports a test file, so one never closes a cycle, and the testing
 * helpers (apps/api/src/test, *.test-helpers.ts) are held to the same rule as the code.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other, directly or through others, cannot be understood, tested or loaded one ' +
        'without the other. Move the shared piece to a lower module, pass the dependency in from the ' +
        'composition (apps/api/src/services.ts), or invert it with a small type the caller owns.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-api-modules',
      severity: 'error',
      comment:
        'The api modules (apps/api/src/modules/<module>) form layers: a module may use a lower one, never one ' +
        'that uses it back, even when no file imports its own importer (a cycle of folders, which no-circular ' +
        'does not see). The back office registers the routes of the modules that write to the audit log and ' +
        'check staff access, so those live in modules/audit and modules/staff, below both. Tests count: a test ' +
        'that borrows the helpers of another module closes the loop as much as code does, so helpers that ' +
        'several modules use live in apps/api/src/test. Move the shared piece to the lower module or to a ' +
        'shared folder, or pass it in from services.ts.',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'companies-below-its-dependents',
      severity: 'error',
      comment:
        'Partners, payments and appointments belong to a company and build on the companies module. Companies ' +
        'reads them only through the shapes in companies/company-profile-sources.ts, filled in services.ts, so ' +
        'the modules never import each other both ways.',
      from: { path: '^apps/api/src/modules/companies/', pathNot: '[.]test(-helpers)?[.]ts$' },
      to: { path: '^apps/api/src/modules/(partners|payments|appointments)/' },
    },
    {
      name: 'web-features-apart',
      severity: 'error',
      comment:
        'A feature of the web app (apps/web/src/features/<feature>) owns its screens, fetchers and rules; features ' +
        'do not import each other, so one can change without breaking another. A page in apps/web/src/app/routes ' +
        'composes several (a slot such as callScheduler); what several need lives in apps/web/src/lib or ' +
        'apps/web/src/components. One allowance: the import registration (features/import) reads and saves the ' +
        "company's business information that the bank referral collects (features/banks), one record behind two " +
        'screens. Tests and test fakes may borrow another feature to build a page.',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '([.]test[.]tsx?$|/testing/)' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/banks/(api/business-information|business-information-values)[.]ts$',
        ],
      },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment:
        'Shared UI (components), the API client, forms and i18n (lib) and the route table (config) are used by ' +
        'features and pages; they never import a feature or the app layer.',
      from: { path: '^apps/web/src/(components|lib|config)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'Features are composed by the app layer (routes, layouts, providers); they never import it.',
      from: { path: '^apps/web/src/features/', pathNot: '([.]test[.]tsx?$|/testing/)' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/[^/]+/src/',
    exclude: { path: '(^|/)(node_modules|dist)/' },
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type is part of a module's public face, and a cycle of types is a cycle of
    // knowledge between the modules even when the compiled code drops it.
    tsPreCompilationDeps: true,
    // No `paths` in the tsconfigs: `@forja/*` resolve through the npm workspace links and each package's
    // "exports" (./src/*.ts); the base config gives the compiler options every workspace shares.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
