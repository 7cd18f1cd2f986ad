import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { mailOutbox } from './db/schema/index';
import { createAuthService, type EmailCheck } from './modules/auth/auth.service';
import { createGoogleIdTokenVerifier } from './modules/auth/google-id-token';
import { createGoogleAccountsRepository } from './modules/auth/google.repository';
import { createGoogleService } from './modules/auth/google.service';
import { createDailyMailLimits } from './modules/auth/daily-mail-limits';
import { createRateLimiter } from './modules/auth/rate-limiter';
import { openRedis } from './providers/redis/redis-client';
import { createSessions } from './modules/auth/sessions';
import { createSessionRevocations } from './modules/auth/session-revocations';
import { createUserProfileReader } from './modules/users/user-profile';
import { createAccessTokens, resolveAuthSecret, type AccessTokens } from './modules/auth/tokens';
import { createVerificationCodes } from './modules/auth/verification-codes';
import { createDnsResolver } from './modules/email-checks/dns-resolver';
import { createEmailChecker } from './modules/email-checks/email-checks';
import { createUsersRepository } from './modules/auth/users.repository';
import { createUsersService } from './modules/users/users.service';
import { loadCatalogue } from './modules/catalogue/catalogue';
import { createCompaniesRepository } from './modules/companies/companies.repository';
import { createCompaniesService } from './modules/companies/companies.service';
import { createCompanyRecordsRepository } from './modules/companies/company-records.repository';
import { createCompanyDocumentsService } from './modules/companies/company-documents.service';
import { createLegalRepresentativesService } from './modules/companies/legal-representatives.service';
import { createFileLinks } from './http/file-links';
import { createStorage } from './providers/storage/create-storage';
import { createPartnersRepository } from './modules/partners/partners.repository';
import { createCompanyPartners } from './modules/partners/company-partners';
import { createPartnersService } from './modules/partners/partners.service';
import { createBillCfdiService } from './modules/payments/bill-cfdi.service';
import { createBillingInfoService } from './modules/payments/billing-info.service';
import { createBillsService } from './modules/payments/bills.service';
import { createCheckoutService } from './modules/payments/checkout.service';
import { createHearAboutService } from './modules/payments/hear-about.service';
import { createOrdersService } from './modules/payments/orders.service';
import { createPaymentWebhooksService } from './modules/payments/payment-webhooks.service';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createPaymentsProvider, createRatesProvider } from './modules/payments/payments-provider';
import { createPaymentProfileLists } from './modules/payments/profile-lists';
import { createReceiptLinks } from './modules/payments/receipt-links';
import type { Mailer } from './providers/mail/mailer';
import { createOutboxMailer } from './providers/mail/outbox-mailer';
import { createSmtpMailer } from './providers/mail/smtp-mailer';
import { createJobQueue } from './jobs/job-queue';
import { createStoredFileKeysRepository } from './jobs/stored-file-keys.repository';
import { createOrphanFileSweep } from './jobs/sweep-orphan-files';
import { createIdentityProvider } from './providers/identity/create-identity-provider';
import { createIdentityVerificationRepository } from './modules/partners/identity-verification.repository';
import { createIdentityVerificationService } from './modules/partners/identity-verification.service';
import { createCommissaryRepository } from './modules/commissary/commissary.repository';
import { createCommissaryService } from './modules/commissary/commissary.service';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository';
import { createAppointmentsService } from './modules/appointments/appointments.service';
import { createScheduleLinks } from './modules/appointments/schedule-links';
import { createPartnerDocumentsRepository } from './modules/partners/partner-documents.repository';
import { createPartnerDocumentsService } from './modules/partners/partner-documents.service';
import { createPostalCodesRepository } from './modules/postal-codes/postal-codes.repository';
import { createPostalCodesService } from './modules/postal-codes/postal-codes.service';
import { socialDomicileOfAddress } from './modules/signing/social-domicile';
import { createAppLinks } from './modules/notifications/app-links';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createDocumentReviewNoticesRepository } from './modules/notifications/document-review-notices.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createOnboardingReminders } from './modules/notifications/onboarding-reminders';
import { createOnboardingRemindersRepository } from './modules/notifications/onboarding-reminders.repository';
import { createReminderOptOutLinks } from './modules/notifications/reminder-opt-out-links';
import { createReminderOptOut } from './modules/notifications/reminder-opt-out.service';
import { createActLinks } from './modules/signing/act-links';
import { createCompanyActCodes } from './modules/signing/company-act-codes';
import { createSigningRepository } from './modules/signing/signing.repository';
import { createSigningService } from './modules/signing/signing.service';
import { createSignatureProvider } from './providers/signature/create-signature-provider';
import type { Deliver } from './providers/signature/sandbox';
import { createSandboxSignatureStore } from './providers/signature/sandbox-store';
import { createSmsProvider } from './providers/sms/create-sms-provider';
import { createInvoicingProvider } from './providers/invoicing/create-invoicing-provider';
import { createAccountantRepository } from './modules/accountant/accountant.repository';
import { createAccountantService } from './modules/accountant/accountant.service';
import { createBanksRepository } from './modules/banks/banks.repository';
import { createBanksService } from './modules/banks/banks.service';
import { createImportRegistrationRepository } from './modules/import-registration/import-registration.repository';
import { createImportRegistrationService } from './modules/import-registration/import-registration.service';
import { createTaxRegistrationRepository } from './modules/tax-registration/tax-registration.repository';
import { createTaxRegistrationService } from './modules/tax-registration/tax-registration.service';
import { createConsentsRepository } from './modules/legal/consents.repository';
import { createConsentsService } from './modules/legal/consents.service';
import { loadLegalLibrary, type LegalLibrary } from './modules/legal/legal-documents';
import { createAccountCancellation } from './modules/privacy/account-cancellation.service';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createAccountErasure } from './modules/privacy/account-erasure';
import { createDataExports } from './modules/privacy/data-export.service';
import { createPrivacyRepository } from './modules/privacy/privacy.repository';
import { privacyRequestDueAt } from '@forja/domain';

type AppLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** What a test (or another deployment) may replace; everything else is built from the config. */
export type Overrides = {
  clock?: () => Date;
  mailer?: Mailer;
  checkEmail?: EmailCheck;
  /** The privacy notices and terms (tests give a catalogue with other versions). */
  legalDocuments?: LegalLibrary;
};

/** The composition root of the API: providers from the config, then the services that use them. */
export function createServices(config: Config, database: DatabaseHandle, overrides: Overrides = {}) {
  const db = database.db;
  const clock = overrides.clock ?? (() => new Date());
  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
      : createOutboxMailer(
          {
            insert: async (message) => {
              await db.insert(mailOutbox).values(message);
            },
          },
          { from: config.mailFrom },
        ));
  const checker = createEmailChecker({
    resolver: createDnsResolver({ servers: config.dnsServers }),
    checks: config.emailChecks,
  });
  const checkEmail: EmailCheck = overrides.checkEmail ?? ((email) => checker.check(email));
  /** The process's Redis connection (REDIS_URL), or null: the rate limits then live in the database. */
  const redis = config.redisUrl
    ? openRedis(config.redisUrl, {
        log: (err) => attached.log?.error({ err }, 'redis connection error'),
      })
    : null;
  /** Every rate limit of the process (sign-in, codes, e-mails, ingestion), shared with the other processes. */
  const rateLimiter = createRateLimiter(
    redis ? { redis, log: (err) => attached.log?.warn({ err }, 'rate limit store unavailable') } : { db },
    { scale: config.rateLimitScale },
  );

  const users = createUsersRepository(db);
  const catalogue = loadCatalogue(config.catalogueFile);
  const legal = overrides.legalDocuments ?? loadLegalLibrary();
  const consents = createConsentsService({ db, repository: createConsentsRepository(db), legal, clock });
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(db),
    consents,
    config: config.analytics,
    clock,
    log: () => ({ warn: (details: object, message: string) => attached.log?.warn(details, message) }),
  });
  const companiesRepository = createCompaniesRepository(db);
  const records = createCompanyRecordsRepository(db);
  const authSecret = resolveAuthSecret(config.authSecret, config.dataDir);
  const fileLinks = createFileLinks(authSecret);
  const storage = createStorage(config.storage);
  const partnersRepository = createPartnersRepository(db);
  const partnerDocumentsRepository = createPartnerDocumentsRepository(db);
  const paymentsRepository = createPaymentsRepository(db);
  const appointmentsRepository = createAppointmentsRepository(db);
  const receiptLinks = createReceiptLinks(authSecret);
  const postalCodes = createPostalCodesService(createPostalCodesRepository(db));
  const companies = createCompaniesService({
    db,
    companies: companiesRepository,
    socialDomicileOf: (address, stated) => socialDomicileOfAddress(address, postalCodes, stated),
    records,
    users,
    catalogue,
    fileLinks,
    clock,
    partners: createCompanyPartners({ partners: partnersRepository, fileLinks }),
    appointments: appointmentsRepository,
    paymentLists: createPaymentProfileLists(receiptLinks),
  });
  const dailyMailLimits = createDailyMailLimits(rateLimiter);
  const companyDocuments = createCompanyDocumentsService({
    appUrl: config.appUrl,
    companiesService: companies,
    records,
    users,
    storage,
    fileLinks,
    mailer,
    dailyMailLimits,
    clock,
    partnerDocumentFile: (id) => partnerDocumentsRepository.findDocument(id),
  });
  const codes = createVerificationCodes(db, authSecret);
  const accessTokens: AccessTokens = createAccessTokens(authSecret);
  const sessionRevocations = createSessionRevocations(db);
  const sessions = createSessions(db, accessTokens, sessionRevocations);
  const jobs = createJobQueue({ db, clock, leaseMs: config.jobLeaseMs });
  const auth = createAuthService({
    db,
    users,
    sessions,
    codes,
    rateLimiter,
    mailer,
    checkEmail,
    appUrl: config.appUrl,
    jobs,
    supportEmail: /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim(),
  });
  const google = createGoogleService({
    db,
    users,
    googleAccounts: createGoogleAccountsRepository(db),
    sessions,
    auth,
    rateLimiter,
    verifier: config.google && createGoogleIdTokenVerifier(config.google),
  });
  const partners = createPartnersService({
    db,
    partners: partnersRepository,
    companies: companiesRepository,
    users,
    auth,
    google,
    consents,
    catalogue,
    fileLinks,
    mailer,
    dailyMailLimits,
    postalCodes,
    appUrl: config.appUrl,
    clock,
    requireCompanyAccess: companies.requireAccess,
  });
  const appLinks = createAppLinks(config.appUrl);
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    reviewNotices: createDocumentReviewNoticesRepository(db),
    reviewDigest: { quietMs: config.reviewDigestQuietMs },
    clock,
    mailer,
    links: appLinks,
    jobs,
    catalogue,
    track: (userId, event, properties) => analytics.track(userId, event, properties),
    // The signing service (below) makes each partner's link to review and sign the articles.
    actLinks: {
      forPartner: (companyId, partnerId) => signing.actLinkFor(companyId, partnerId, config.appUrl),
    },
  });
  const remindersRepository = createOnboardingRemindersRepository(db);
  const reminderOptOutLinks = createReminderOptOutLinks(authSecret);
  const onboardingReminders = createOnboardingReminders({
    repository: remindersRepository,
    companies: companiesRepository,
    profileOf: companies.profileOf,
    users,
    mailer,
    links: appLinks,
    optOutLinks: reminderOptOutLinks,
    jobs,
    clock,
  });
  const reminderOptOut = createReminderOptOut({
    links: reminderOptOutLinks,
    repository: remindersRepository,
    users,
    clock,
  });
  const storedFileKeys = createStoredFileKeysRepository(db);
  const orphanFiles = createOrphanFileSweep({ storage, files: storedFileKeys, jobs, clock });
  const privacyRepository = createPrivacyRepository(db);
  const appLog = () => ({
    info: (details: object, message: string) => attached.log?.info(details, message),
    error: (details: object, message: string) => attached.log?.error(details, message),
  });
  const dataExports = createDataExports({
    repository: privacyRepository,
    storage,
    jobs,
    mailer,
    appUrl: config.appUrl,
    secret: authSecret,
    ttlHours: config.dataExportTtlHours,
    clock,
    log: appLog,
  });
  const accountErasure = createAccountErasure({
    db,
    repository: privacyRepository,
    storage,
    files: storedFileKeys,
    exports: dataExports,
    jobs,
    clock,
    log: appLog,
  });
  const accountCancellation = createAccountCancellation({
    db,
    repository: privacyRepository,
    sessions,
    auth,
    mailer,
    appUrl: config.appUrl,
    retentionDays: config.accountRetentionDays,
    requestDueAt: privacyRequestDueAt,
  });
  /** The currency-rate source (USD equivalents of prices and of the banks' expected volume). */
  const rates = createRatesProvider(config, clock);
  const partnerDocuments = createPartnerDocumentsService({
    partnersService: partners,
    partners: partnersRepository,
    repository: partnerDocumentsRepository,
    companies: companiesRepository,
    companiesService: companies,
    storage,
    clock,
  });
  const identityProvider = createIdentityProvider(config, clock);
  const identityVerification = createIdentityVerificationService({
    db,
    partnersService: partners,
    partners: partnersRepository,
    repository: createIdentityVerificationRepository(db),
    documents: partnerDocumentsRepository,
    storage,
    provider: identityProvider,
    jobs,
    clock,
    // A verified identity may be what the draft articles were waiting for: render them now, so partners are told.
    identityVerified: (companyId) => signing.refreshDraft(companyId),
  });
  const scheduleLinks = createScheduleLinks(authSecret, clock, config.appUrl);
  const taxRegistration = createTaxRegistrationService({
    db,
    repository: createTaxRegistrationRepository(db),
    appointments: appointmentsRepository,
    fileLinks,
    jobs,
    mailer,
    appUrl: config.appUrl,
    bookingLink: (companyId, language) => scheduleLinks.url(companyId, 'efirma', language),
    clock,
    track: (userId, event, properties) => analytics.track(userId, event, properties),
  });
  const accountant = createAccountantService({
    db,
    repository: createAccountantRepository(db),
    requireCompanyAccess: companies.requireAccess,
    jobs,
    mailer,
    appUrl: config.appUrl,
    clock,
  });
  const importRegistration = createImportRegistrationService({
    db,
    repository: createImportRegistrationRepository(db),
    requireCompanyAccess: companies.requireAccess,
    jobs,
    mailer,
    appUrl: config.appUrl,
    clock,
  });
  const banks = createBanksService({
    db,
    repository: createBanksRepository(db),
    requireCompanyAccess: companies.requireAccess,
    partners: partnersRepository,
    postalCodes,
    appointments: appointmentsRepository,
    rates,
    jobs,
    mailer,
    appUrl: config.appUrl,
    clock,
  });
  const commissary = createCommissaryService({
    db,
    repository: createCommissaryRepository(db),
    companies,
    companyById: (companyId) => companiesRepository.findById(companyId),
    users,
    storage,
    mailer,
    dailyMailLimits,
    provider: identityProvider,
    jobs,
    appUrl: config.appUrl,
    clock,
  });
  const appointments = createAppointmentsService({
    db,
    repository: appointmentsRepository,
    companies,
    links: scheduleLinks,
    jobs,
    mailer,
    appUrl: config.appUrl,
    mailFrom: config.mailFrom,
    clock,
  });
  const { provider: paymentsProvider, sandbox: sandboxPayments } = createPaymentsProvider(config, {
    sandboxStore: paymentsRepository.sandboxSessions,
    authSecret,
    clock,
  });
  const checkout = createCheckoutService({
    db,
    payments: paymentsRepository,
    companies,
    companiesRepository,
    users,
    catalogue,
    provider: paymentsProvider,
    rates,
    clock,
  });
  const orders = createOrdersService({ payments: paymentsRepository, companies, provider: paymentsProvider });
  /** The CFDI of each paid bill with billing data, issued by a job through the invoicing provider. */
  const billCfdi = createBillCfdiService({
    db,
    payments: paymentsRepository,
    provider: createInvoicingProvider(config, clock),
    storage,
    jobs,
    notifications,
    issuer: config.invoicing.issuer,
    ivaBasisPoints: catalogue.iva_basis_points,
    clock,
    log: appLog,
  });
  const paymentWebhooks = createPaymentWebhooksService({
    db,
    payments: paymentsRepository,
    provider: paymentsProvider,
    clock,
    notifications,
    cfdi: billCfdi,
  });
  const billingInfo = createBillingInfoService({ payments: paymentsRepository, companies, clock });
  const hearAbout = createHearAboutService({ payments: paymentsRepository, companies, clock });
  const bills = createBillsService({
    payments: paymentsRepository,
    companies,
    companiesRepository,
    receiptLinks,
    storage,
    clock,
  });
  // The sandbox e-signature provider posts its webhooks through the app, and the signing logs through it: the
  // app exists only after the services, and attaches both (see app.ts).
  const attached: { deliver: Deliver | null; log: AppLog | null } = { deliver: null, log: null };
  const { provider: signatureProvider, sandbox: sandboxSignature } = createSignatureProvider(config, {
    sandboxStore: createSandboxSignatureStore(db),
    storage,
    authSecret,
    clock,
    deliver: (webhook) => attached.deliver?.(webhook) ?? Promise.resolve(false),
  });
  const signing = createSigningService({
    db,
    appUrl: config.appUrl,
    repository: createSigningRepository(db),
    companies,
    companyById: (companyId) => companiesRepository.findById(companyId),
    partners: partnersRepository,
    users,
    storage,
    fileLinks,
    provider: signatureProvider,
    notifications,
    mailer,
    sms: createSmsProvider(config, {
      insert: async (message) => {
        await db.insert(mailOutbox).values(message);
      },
    }),
    actLinks: createActLinks(db, authSecret),
    codes: createCompanyActCodes(db, authSecret),
    jobs,
    clock,
    forja: config.forja,
    postalCodes,
    log: {
      warn: (details, message) => attached.log?.warn(details, message),
      error: (details, message) => attached.log?.error(details, message),
    },
  });
  return {
    clock,
    mailer,
    /** Called by the app once it exists: the sandbox's webhook delivery and the logger. */
    attach(app: { deliver: Deliver; log: AppLog }) {
      attached.deliver = app.deliver;
      attached.log = app.log;
    },
    accessTokens,
    services: {
      auth,
      users: createUsersService({ users, codes, auth, mailer, appUrl: config.appUrl }),
      google,
      usersRepository: users,
      /** The process's rate limiter: every route's limits go through it. */
      rateLimiter,
      /** The process's Redis connection, or null without REDIS_URL (readiness pings it; app.ts closes it). */
      redis,
      sessionRevocations,
      userProfiles: createUserProfileReader(db, config.adminEmails),
      /** One-time e-mailed codes (the back office's re-confirmation uses them). */
      verificationCodes: codes,
      catalogue,
      /** The privacy notice, the simplified notice and the terms of service, every version. */
      legal,
      /** Consent records (LFPDPPP): the necessary consent and the optional purposes. */
      consents,
      companies,
      /** A company's documents, reminders to provide one, and every stored file opened by its signed link. */
      companyDocuments,
      legalRepresentatives: createLegalRepresentativesService({
        companiesService: companies,
        records,
        storage,
      }),
      partners,
      partnersRepository,
      /** A partner's documents, and whether every partner's required documents are in. */
      partnerDocuments,
      /** A partner's identity check: the selfie video, the provider's check run by a job, its result. */
      identityVerification,
      /** The commissary: appointment, invitation, identity and CSF, Forja's commissaries. */
      commissary,
      /** Appointments: slots the back office publishes, bookings, calendar e-mails and reminders. */
      appointments,
      /** The SAT: the company's RFC, status and e.firma, recorded in the back office. */
      taxRegistration,
      /** The accountant service: Forja's accountants and their assignment. */
      accountant,
      /** The bank referral: partner banks, the founder's choice and business information, the bank's answer. */
      banks,
      /** The Amazon import programme: the importers' register (padrón de importadores). */
      importRegistration,
      postalCodes,
      jobs,
      orphanFiles,
      /** Payments: the checkout and the payment link, with the product's price and the USD rate. */
      checkout,
      /** A company's orders and subscriptions (PaymentStatus), and the card of a subscription. */
      orders,
      /** The payments provider's webhook: orders and subscriptions through their statuses, the bills it issues. */
      paymentWebhooks,
      /** The buyer's CFDI data (checkout_info). */
      billingInfo,
      /** How the founder heard of Forja (hear_about). */
      hearAbout,
      /** A company's bills and their PDF receipts. */
      bills,
      sandboxPayments,
      /** Signing the articles of incorporation: draft, acknowledgments, two-factor, e-signature. */
      signing,
      sandboxSignature,
      /** Transactional e-mails for the back office and payments (see notifications.service.ts). */
      notifications,
      onboardingReminders,
      reminderOptOut,
      /** Uploaded files (the back office reads them to review and serve them). */
      storage,
      /** Signed, short-lived links to stored files (the back office shows documents through them). */
      fileLinks,
      /** Usage analytics with consent first: browser batches and server-side product events, and the funnel. */
      analytics,
      /** ARCO access: the zip of everything Forja holds about a person, built by a job. */
      dataExports,
      /** ARCO cancellation: the account blocked at once, erased after the retention period. */
      accountCancellation,
      /** The hourly erasure of cancelled accounts past their retention, and of expired exports. */
      accountErasure,
    },
  };
}
export type Services = ReturnType<typeof createServices>['services'];
