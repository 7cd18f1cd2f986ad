/**
 * Every error code the API may answer with, in `{ message: [code] }`.
 * The spec's section 8 names first, then the codes Forja adds in the same style.
 */
export const SPEC_ERROR_CODES = [
  // Company and order
  'company_data_banking',
  'no_tracking_number',
  'company_already_appointment',
  'company_already_rfc',
  'at_least_two_hours_before',
  'first_complete_payment',
  'invalid_type',
  'article_of_incorporation_no_exist',
  'company_not_found',
  'company_without_user',
  'company_doesn_document',
  'document_not_exist_s3',
  'user_not_belong_to_company',
  'company_partner_not_found',
  'error_delete_company',
  // Signature
  'error_creating_signature',
  'no_signature_for_company',
  'invalid_hmac_signature',
  'signature_not_found',
  'weetrust_id_not_valid',
  'docusinig_error',
  // Input
  'void_special_characters',
  'invalid_format',
  'address_proof_invalid',
  'not_from_selected',
  'invalid_zip_code',
  'postal_code_not_found',
  'use_different_percentages',
  // Partners and invitations
  'partner_without_mail',
  'error_invite_partner',
  'token_and_partner_required',
  'partner_or_user_not_found',
  'token_not_found',
  'token_does_not_match',
  'token_expired',
  'partner_not_found',
  // Account
  'email_already_in_use',
  'email_already_register',
  'invalid_token',
  'user_not_found',
  'code_invalid',
  'code_not_generated_yet',
  'code_sent',
  'code_already_sent',
  'expired_token',
  'invalid_verification_code',
  'bad_credentials',
  'user_disconnected',
  'password_update_error',
  'mua_unavailable',
  // Commissary
  'commissary_not_exist',
  // Deletion
  'error_delete_company_no_owner',
  'error_delete_company_paid',
  // Denomination
  'denomination_blank',
  'denomination_exist',
  'denomination_validate',
  // Email checks
  'email_invalid_format',
  'email_disposable_domain',
  'email_domain_not_found',
  'email_dns_fail',
  'email_spf_missing',
  'email_dmarc_missing',
  'email_rate_limit_exceeded',
  // Identity verification
  'no_identity_documents_found',
  'selfie_video_required',
  'identity_verification_queued_successfully',
  'failed_to_queue_identity_verification',
  'metamap_validation_error',
  'camera_access_error',
  'no_video_to_send',
] as const;

/** Codes Forja adds for rules the spec does not name, in the same style. */
export const FORJA_ERROR_CODES = [
  // Uploads: which of invalid_format's two cases (sent first, with invalid_format after)
  'file_content_invalid', // the file's content is not a PDF or an allowed image, whatever its name says
  'file_too_large', // the file is over the upload size limit (400 when read, 413 by the body's size)
  'denomination_society_type', // 400 (field legal_names.N.name): a proposed legal name carries a society type («S.A. de C.V.», «SAS»): Forja adds it
  'password_too_short', // fewer than 8 characters
  'password_too_long', // more than 128 characters
  'password_too_common', // among the 10,000 most used passwords
  'password_same_as_current', // 400 (field password): the new password is the one the account already has
  'invalid_phone', // not a valid phone number for its country
  'code_expired', // the e-mailed code is too old: ask for a new one (expired_token would sign the user out)
  'google_sign_in_unavailable', // Google sign-in is not configured on this server
  'google_account_not_registered', // no Forja account for this Google account yet
  'google_email_not_invited', // 403: the Google account's e-mail is not the one the invitation went to
  'category_not_found', // support: no request category with that key or name
  'rfc_invalid_format', // not the shape of an RFC
  'rfc_invalid_date', // the date inside the RFC does not exist
  'rfc_wrong_kind', // a person's RFC (13) where a company's (12) is asked, or the reverse
  'rfc_checksum_mismatch', // a warning: the check digit does not match; confirm to save it anyway
  'curp_invalid', // not a valid CURP
  'rfc_of_another_partner', // 409: another partner of the same company already has this RFC (it names one person)
  'curp_of_another_partner', // 409: another partner of the same company already has this CURP (it names one person)
  'percentage_must_be_positive', // a holding of 0 % or with more than two decimals
  'shares_must_total_100', // the partners' holdings do not add up to 100 %
  'not_enough_partners', // fewer partners than the society type needs
  'too_many_partners', // more partners than the society type allows
  'fixed_capital_whole_pesos', // 400 (field fixed_capital_centavos): the chosen minimum fixed capital is not a whole number of pesos
  'fixed_capital_below_minimum', // 400 (field fixed_capital_centavos): the chosen minimum fixed capital is below MXN 1,000
  'fixed_capital_above_maximum', // 400 (field fixed_capital_centavos): the chosen minimum fixed capital is above MXN 100,000,000
  'domicile_municipality_invalid', // 400 (field domicile.municipality): the stated municipality of the social domicile is not 2 to 100 Latin letters
  'domicile_state_invalid', // 400 (field domicile.state): the stated state of the social domicile is not one of Mexico's 32
  'domicile_state_mismatch', // 400 (field domicile.state): the stated state is not the one the fiscal address's postal code belongs to
  'subcategory_not_found', // support: the category has no such subcategory
  'email_not_confirmed', // 403: confirm the account's e-mail with its code first
  'recent_sign_in_required', // 403: back office: confirm the password again (15 minutes idle) before acting
  'already_reviewed', // 409: back office: another operator already reviewed or decided this
  'document_changed', // 409: back office: the file was replaced since it was opened; review the new one
  'rejection_category_required', // 400: back office: a rejection needs a category (and a note for other)
  'document_file_unreadable', // 409: back office: the stored file is missing or unreadable, so it cannot be approved
  'cannot_change_own_role', // 409: back office: an admin cannot withdraw their own role
  'invalid_status_transition', // 409: back office: the request cannot move to that status from its current one
  'partner_data_locked', // 409: the partner's documents are approved, so their data and shares no longer change
  'daily_limit_exceeded', // 429: today's e-mails of this kind (for this company or recipient) are used up
  'draft_not_ready', // 409: the draft articles wait for the approved legal name and partners' documents
  'articles_incomplete', // 409: the draft articles still lack data (domicile, administration, a partner's identity check…)
  'draft_changed', // 409: the draft articles changed since they were read: read the new version
  'acknowledgment_pending', // 409: not every partner has acknowledged the current draft yet
  'signature_already_signed', // 409: this partner has already signed (or declined) this envelope
  'name_latin_letters_only', // 400: a person's or partner's name in another script or with emoji: Latin letters, as on the passport
  'address_latin_letters_only', // 400: an address outside Mexico written in another script: Latin letters, as the notary and the SAT take it
  'description_latin_letters_only', // 400: the company's description (its corporate purpose in the articles) in another script: Spanish, Latin letters
  'signature_completed', // 409: every partner has signed; nothing is left to sign
  'articles_signed', // 409: every partner signed the articles: what they print (type, purpose, domicile, administration, commissary) no longer changes
  'request_replayed', // 409: a signed request that was already used (a replay)
  'correction_note_required', // 400: a correction request needs a note saying what should change
  'administrator_not_a_partner', // 400: an S.A.S.'s sole administrator is one of its shareholders: choose one of the partners
  'sole_administrator_required', // 400: an S.A.S. is run by a sole administrator, not a board
  'commissary_not_required', // 409: the society type has no commissary (S. de R.L., S.A.S.)
  'commissary_conflict_of_interest', // 409: LGSM art. 165: an administrator partner, an employee or a relative
  'commissary_email_mismatch', // 403: the invitation went to another e-mail than the signed-in account's
  'commissary_invitation_not_found', // 404: the commissary's link is unknown, or a newer e-mail replaced it
  'commissary_invitation_replaced', // 410: the founder appointed someone else (or again) since this link was sent
  'commissary_replaced', // 410: the account was this company's commissary and the founder appointed someone else
  'commissary_invitation_expired', // 400: the commissary's link is older than seven days
  'appointment_slot_taken', // 409: the slot was booked meanwhile, withdrawn, already started, or of another type
  'appointment_needs_payment', // 409: appointments open once the company has paid
  'appointment_needs_signature', // 409: signing at the notary (and the e.firma) before every partner signed
  'appointment_needs_deed', // 409: the e.firma appointment at the SAT before the deed is recorded
  'appointment_needs_rfc', // 409: the e.firma appointment at the SAT before the company has its RFC
  'appointment_not_for_society_type', // 409: a notary appointment for an S.A.S., which is formed online, not before a notary
  'appointment_slot_booked', // 409: the back office withdraws a slot a company has booked
  'appointment_slots_invalid', // 400: a day's slots that make none (a length that fits nowhere, a day gone by)
  'appointment_hour_invalid', // 400 (field): back office: a slot hour that is not a whole hour of the day (0–23 to start, 1–24 to end)
  'appointment_hours_order', // 400 (field end_hour): back office: the slots' end hour is not after their start hour
  'schedule_link_invalid', // 400: an e-mailed booking link that is forged, altered or expired
  'deed_date_before_signature', // 400: back office: a deed (or SE registration) dated before the partners signed
  'deed_date_in_future', // 400: back office: a deed (or SE registration) dated after today (Mexico City)
  'deed_number_not_whole', // 400: back office: a notarial deed's number or volume that is not a positive whole number (45210 or 45,210)
  'rfc_before_deed', // 409: back office: the company's RFC is recorded after its public deed
  'rfc_not_recorded', // 409: the company's RFC is not recorded yet (the e.firma follows it; a correction needs one)
  'efirma_already_recorded', // 409: the company's e.firma was already recorded as obtained
  'efirma_appointment_ahead', // 409: back office: the company's e.firma appointment at the SAT has not happened yet
  'accountant_not_purchased', // 409: the company has not bought the accountant service
  'accountant_inactive', // 409: that accountant of Forja's is deactivated
  'signature_not_complete', // 409: the articles are not signed by every partner yet (no date_signature)
  'deed_not_recorded', // 409: back office: record the deed (an S.A.S.: its SE registration) before uploading the testimony or the registry slip
  'formed_online', // 409: an S.A.S. is registered online: no notary, no testimonio to upload, address or ship
  'not_formed_online', // 409: back office: only an S.A.S.'s articles are signed in the SE's system (the others go before a notary)
  'registration_already_recorded', // 409: back office: the S.A.S.'s registration is recorded: its shareholders already signed in the SE's system
  'se_signature_not_ready', // 409: back office: an S.A.S.'s registration follows the notice that its shareholders sign in the SE's system
  'testimony_not_uploaded', // 409: back office: the testimony must be uploaded before it is shipped
  'shipping_address_missing', // 409: back office: the founder has not given a shipping address yet
  'delivery_already_shipped', // 409: the testimony was already shipped: the address no longer changes
  'delivery_not_shipped', // 409: back office: only a shipped testimony can be marked delivered
  'delivery_already_delivered', // 409: back office: the testimony was already marked delivered
  'banks_not_open', // 409: the bank referral opens once the articles are signed, the deed exists or it was delivered
  'bank_referral_already_sent', // 409: the referral was already sent to the bank: it no longer changes
  'bank_referral_missing', // 409: back office: the company has not chosen a bank
  'bank_referral_not_sent', // 409: back office: the bank answers a referral that was sent (send it first)
  'bank_referral_answered', // 409: back office: the bank already opened the account or declined
  'clabe_invalid', // 400: a CLABE has exactly 18 digits
  'clabe_invalid_checksum', // 400: the CLABE's last (check) digit does not match
  'clabe_unknown_bank', // 400: the CLABE's first three digits are no known bank
  'not_amazon_customer', // 409: the import programme is for Amazon customers
  'import_note_required', // 400: back office: a rejected import registration needs a note
  'consent_required', // 400: accept the privacy notice and terms (current versions) first; the necessary consent is not withdrawn here
  'import_requirements_missing', // 409: back office: the registration is filed once RFC, e.firma, tax address and Amazon data are in
  'data_export_unavailable', // 404: the download link lapsed or the copy of my data expired: ask for a fresh one
  'wrong_password', // 400 (field current_password): the current password given to confirm a destructive act or a password change is not the account's
  'account_cancelled', // 403: the account was cancelled by its owner (ARCO): sign-in and every call are refused
  'error_delete_company_appointment_soon', // 409: deleting the company would cancel an appointment starting within 2 hours (spec 9)
  'privacy_request_kind_invalid', // 400: a privacy request is a rectification or an opposition
  'privacy_request_reason_required', // 400: a privacy request needs its reason (up to 2000 characters)
  'privacy_request_field_invalid', // 400: a rectification names one of the personal fields it may change
  'privacy_request_value_required', // 400: a rectification says what the value should be (up to 500 characters)
  'privacy_request_purpose_required', // 400: an opposition names the purpose it objects to
  'privacy_request_note_required', // 400: back office: resolving or rejecting a privacy request needs a note
  'survey_already_answered', // 409: the caller already answered or dismissed this company's survey for the step
  'survey_rating_out_of_scale', // 400: the rating is not a whole number on the step's scale
  'survey_not_due', // 409: the step's survey is not due yet (the company is not paid, or not signed)
  'feature_flag_unknown', // 404: back office: no feature flag with that key in FEATURE_FLAGS
  'job_not_failed', // 409: back office: only a job that gave up is retried (this one waits, runs or is done)
] as const;

/** Codes Forja adds for the HTTP layer itself, in the spec's style. */
export const HTTP_ERROR_CODES = [
  'invalid_request', // 400: the body, query or path failed validation
  'invalid_json', // 400: the body is not valid JSON
  'unsupported_media_type', // 415: a content type the route does not read
  'payload_too_large', // 413: the body is over the route's limit
  'unauthenticated', // 401: no or bad access token
  'forbidden', // 403: signed in, but not allowed
  'not_found', // 404: no such route or resource
  'conflict', // 409
  'too_many_requests', // 429: rate limited
  'service_unavailable', // 503: a service the API depends on (the shared rate limits) is unreachable: retry shortly
  'internal_error', // 500: a fault of ours, never caused by input
] as const;

export const ERROR_CODES = [...SPEC_ERROR_CODES, ...FORJA_ERROR_CODES, ...HTTP_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const known = new Set<string>(ERROR_CODES);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}
