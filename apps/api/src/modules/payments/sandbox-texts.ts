import type { Language } from '@forja/domain';
import type { DeclineCode } from '../../providers/payments/sandbox';

/** The sandbox pages' texts, in Forja's three languages (server-rendered pages: no SPA locales here). */
export type SandboxTexts = {
  html_lang: string;
  banner: string;
  banner_detail: string;
  title_checkout: string;
  title_setup: string;
  title_voucher: string;
  pay_to: string;
  total: string;
  card_heading: string;
  card_number: string;
  card_number_help: string;
  expiry: string;
  expiry_help: string;
  cvc: string;
  cvc_help: string;
  cardholder: string;
  pay_card: (amount: string) => string;
  save_card: string;
  or: string;
  oxxo_heading: string;
  oxxo_explain: string;
  pay_oxxo: string;
  test_cards: string;
  test_card_ok: string;
  test_card_declined: string;
  test_card_funds: string;
  cancel: string;
  declined: Record<DeclineCode, string>;
  voucher_intro: string;
  voucher_reference: string;
  voucher_amount: string;
  voucher_deadline: string;
  voucher_steps: string[];
  back_to_forja: string;
  store_heading: string;
  store_explain: string;
  store_paid: string;
  store_expire: string;
  voucher_paid: string;
  voucher_expired: string;
  already_paid: string;
  not_found_title: string;
  not_found: string;
  delivery_failed: string;
  language: string;
};

const es: SandboxTexts = {
  html_lang: 'es',
  banner: 'SANDBOX',
  banner_detail: 'Modo de prueba: aquí no se cobra dinero real.',
  title_checkout: 'Pago de prueba',
  title_setup: 'Cambia tu tarjeta (prueba)',
  title_voucher: 'Ficha de pago OXXO (prueba)',
  pay_to: 'Pagas a Forja',
  total: 'Total',
  card_heading: 'Paga con tarjeta',
  card_number: 'Número de tarjeta',
  card_number_help: 'Usa una tarjeta de prueba de la lista de abajo.',
  expiry: 'Vencimiento (MM/AA)',
  expiry_help: 'Cualquier fecha futura, por ejemplo 12/34.',
  cvc: 'Código de seguridad (CVC)',
  cvc_help: 'Cualquier número de 3 dígitos.',
  cardholder: 'Nombre en la tarjeta',
  pay_card: (amount) => `Pagar ${amount}`,
  save_card: 'Guardar tarjeta',
  or: 'o',
  oxxo_heading: 'Paga en efectivo en OXXO',
  oxxo_explain:
    'Te damos una ficha con una referencia. Tu pedido queda pendiente hasta que pagues en la tienda (tienes 3 días).',
  pay_oxxo: 'Generar ficha OXXO',
  test_cards: 'Tarjetas de prueba',
  test_card_ok: 'el pago se aprueba',
  test_card_declined: 'la tarjeta es rechazada',
  test_card_funds: 'fondos insuficientes',
  cancel: 'Cancelar y volver a Forja',
  declined: {
    card_declined: 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
    insufficient_funds: 'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
    expired_card: 'Tu tarjeta está vencida. Prueba con otra tarjeta.',
    incorrect_number: 'El número de tarjeta no es válido. Revísalo e inténtalo de nuevo.',
    invalid_expiry: 'La fecha de vencimiento no es válida. Escríbela como MM/AA, en el futuro.',
    invalid_cvc: 'El código de seguridad debe tener 3 o 4 dígitos.',
  },
  voucher_intro: 'Lleva esta referencia a cualquier tienda OXXO y paga en efectivo.',
  voucher_reference: 'Referencia',
  voucher_amount: 'Monto a pagar',
  voucher_deadline: 'Paga antes del',
  voucher_steps: [
    'Dile al cajero que quieres hacer un pago de OXXOPay.',
    'Dicta la referencia de 14 dígitos.',
    'Paga en efectivo y guarda tu comprobante.',
  ],
  back_to_forja: 'Volver a Forja',
  store_heading: 'Tienda de prueba',
  store_explain: 'En el sandbox no hay tienda real: usa estos botones para simular lo que pasa en OXXO.',
  store_paid: 'Pagado en la tienda',
  store_expire: 'Dejar vencer la ficha',
  voucher_paid: 'La tienda confirmó el pago. Tu pedido está pagado.',
  voucher_expired: 'La ficha venció sin pagarse. Puedes volver a Forja y pagar de nuevo.',
  already_paid: 'Este pago ya se completó.',
  not_found_title: 'Pago no encontrado',
  not_found: 'Este enlace de pago no existe o ya no está disponible. Vuelve a Forja para empezar de nuevo.',
  delivery_failed: 'No pudimos avisar a Forja de este pago. Inténtalo de nuevo en unos segundos.',
  language: 'Idioma',
};

const en: SandboxTexts = {
  html_lang: 'en',
  banner: 'SANDBOX',
  banner_detail: 'Test mode: no real money is taken here.',
  title_checkout: 'Test payment',
  title_setup: 'Change your card (test)',
  title_voucher: 'OXXO payment voucher (test)',
  pay_to: 'You are paying Forja',
  total: 'Total',
  card_heading: 'Pay by card',
  card_number: 'Card number',
  card_number_help: 'Use a test card from the list below.',
  expiry: 'Expiry (MM/YY)',
  expiry_help: 'Any future date, for example 12/34.',
  cvc: 'Security code (CVC)',
  cvc_help: 'Any 3 digits.',
  cardholder: 'Name on the card',
  pay_card: (amount) => `Pay ${amount}`,
  save_card: 'Save card',
  or: 'or',
  oxxo_heading: 'Pay cash at OXXO',
  oxxo_explain:
    'You get a voucher with a reference number. Your order stays pending until you pay at the store (within 3 days).',
  pay_oxxo: 'Get an OXXO voucher',
  test_cards: 'Test cards',
  test_card_ok: 'the payment is approved',
  test_card_declined: 'the card is declined',
  test_card_funds: 'insufficient funds',
  cancel: 'Cancel and go back to Forja',
  declined: {
    card_declined: 'Your card was declined. Try another card.',
    insufficient_funds: 'Your card has insufficient funds. Try another card.',
    expired_card: 'Your card has expired. Try another card.',
    incorrect_number: 'The card number is not valid. Check it and try again.',
    invalid_expiry: 'The expiry date is not valid. Write it as MM/YY, in the future.',
    invalid_cvc: 'The security code must have 3 or 4 digits.',
  },
  voucher_intro: 'Take this reference to any OXXO store and pay in cash.',
  voucher_reference: 'Reference',
  voucher_amount: 'Amount to pay',
  voucher_deadline: 'Pay before',
  voucher_steps: [
    'Tell the cashier you want to make an OXXOPay payment.',
    'Read out the 14-digit reference.',
    'Pay in cash and keep your receipt.',
  ],
  back_to_forja: 'Back to Forja',
  store_heading: 'Test store',
  store_explain: 'The sandbox has no real store: use these buttons to act out what happens at OXXO.',
  store_paid: 'Paid at the store',
  store_expire: 'Let the voucher expire',
  voucher_paid: 'The store confirmed the payment. Your order is paid.',
  voucher_expired: 'The voucher expired unpaid. You can go back to Forja and pay again.',
  already_paid: 'This payment is already complete.',
  not_found_title: 'Payment not found',
  not_found: 'This payment link does not exist or is no longer available. Go back to Forja to start again.',
  delivery_failed: 'We could not tell Forja about this payment. Try again in a few seconds.',
  language: 'Language',
};

const zhCn: SandboxTexts = {
  html_lang: 'zh-CN',
  banner: 'SANDBOX',
  banner_detail: '测试模式：此处不会收取真实款项。',
  title_checkout: '测试付款',
  title_setup: '更换银行卡（测试）',
  title_voucher: 'OXXO 付款凭证（测试）',
  pay_to: '收款方：Forja',
  total: '合计',
  card_heading: '银行卡付款',
  card_number: '卡号',
  card_number_help: '请使用下方列表中的测试卡。',
  expiry: '有效期（MM/YY）',
  expiry_help: '任意未来日期，例如 12/34。',
  cvc: '安全码（CVC）',
  cvc_help: '任意 3 位数字。',
  cardholder: '持卡人姓名',
  pay_card: (amount) => `支付 ${amount}`,
  save_card: '保存银行卡',
  or: '或',
  oxxo_heading: '在 OXXO 便利店用现金付款',
  oxxo_explain: '您将获得一张带参考号的付款凭证。在门店付款前（3 天内），订单保持待付款状态。',
  pay_oxxo: '生成 OXXO 付款凭证',
  test_cards: '测试卡',
  test_card_ok: '付款成功',
  test_card_declined: '银行卡被拒',
  test_card_funds: '余额不足',
  cancel: '取消并返回 Forja',
  declined: {
    card_declined: '您的银行卡被拒绝。请换一张卡。',
    insufficient_funds: '您的银行卡余额不足。请换一张卡。',
    expired_card: '您的银行卡已过期。请换一张卡。',
    incorrect_number: '卡号无效。请检查后重试。',
    invalid_expiry: '有效期无效。请按 MM/YY 填写未来的日期。',
    invalid_cvc: '安全码应为 3 或 4 位数字。',
  },
  voucher_intro: '请携带此参考号到任意 OXXO 门店用现金付款。',
  voucher_reference: '参考号',
  voucher_amount: '应付金额',
  voucher_deadline: '付款截止',
  voucher_steps: ['告诉收银员您要进行 OXXOPay 付款。', '报出 14 位参考号。', '用现金付款并保留收据。'],
  back_to_forja: '返回 Forja',
  store_heading: '测试门店',
  store_explain: '沙盒中没有真实门店：请用这些按钮模拟在 OXXO 发生的情况。',
  store_paid: '已在门店付款',
  store_expire: '让凭证过期',
  voucher_paid: '门店已确认付款。您的订单已付清。',
  voucher_expired: '凭证已过期且未付款。您可以返回 Forja 重新付款。',
  already_paid: '此付款已完成。',
  not_found_title: '未找到付款',
  not_found: '此付款链接不存在或已失效。请返回 Forja 重新开始。',
  delivery_failed: '我们无法将此付款通知 Forja。请稍后重试。',
  language: '语言',
};

export const SANDBOX_TEXTS: Record<Language, SandboxTexts> = { es, en, zh_cn: zhCn };
