import type { SupportLanguage } from '@forja/contracts';
import { caseScore, type CaseModel } from './case-model';
import caseModelWeights from './case-model.json';
import { analyze, foldText } from './text-analysis';

const caseModel: CaseModel = caseModelWeights;

/**
 * What kind of question a message is, read from its wording (folded text): the type of answer it wants,
 * whether it is about the user's own case (which only a person can answer), and its parts when it asks two
 * things at once.
 */

export type QuestionType =
  | 'price'
  | 'time'
  | 'requirement'
  | 'how_to'
  | 'status'
  | 'comparison'
  | 'definition'
  /** Why something is asked or done ("¿por qué necesitan mis documentos?"), not what or which. */
  | 'reason';

const TYPE_PATTERNS: Record<SupportLanguage, ReadonlyArray<readonly [QuestionType, RegExp]>> = {
  es: [
    ['price', /\b(cuanto (cuesta|cobra|sale|vale|es)|precio|costo|cobran|tarifa|iva)\b/],
    ['time', /\b(cuanto (tiempo|tarda|se tarda)|cuando|tarda|plazo|dias|semanas|rapido)\b/],
    ['requirement', /\b(requisito|necesito|ocupo|necesita|que (papeles|documentos)|piden|llevar|obligatori)/],
    [
      'how_to',
      /\b(como (hago|le hago|se hace|saco|tramito|abro|subo|firmo|pago|creo|agrego|invito)|pasos)\b/,
    ],
    ['status', /\b(como va|en que va|estado|estatus|ya (esta|quedo)|que sigue|siguiente paso)\b/],
    ['comparison', /\b(diferencia|conviene|mejor|vs|o una|comparar)\b/],
    [
      'definition',
      /\b(que (es|son|significa)|para que sirve|significado)\b|\bq (es|son|significa) (eso|esto)[\s?!.]*$|\b(eso|esto) q(ue)? (es|son|significa)[\s?!.]*$/,
    ],
    // "porque" and its short forms ask why only where they open the question ("…porque mi socio vive fuera"
    // gives a reason instead).
    [
      'reason',
      /\bpor (que|q)\b|(^|[¿¡,;.]\s*)(porque|porq|xq|pq)\b|\bpara (que|q) (me |nos |te |les )?(piden|pide|quieren|necesitan|revisan|usan)\b/,
    ],
  ],
  en: [
    ['price', /\b(how much|price|cost|fee|charge|iva|vat)\b/],
    ['time', /\b(how long|when|days|weeks|time|fast|quick)\b/],
    ['requirement', /\b(requirement|need|required|documents|bring|mandatory)/],
    ['how_to', /\b(how (do|can|to)|steps)\b/],
    ['status', /\b(status|where is|what'?s next|next step|progress)\b/],
    ['comparison', /\b(difference|better|vs|versus|compare|or an?)\b/],
    ['definition', /\b(what (is|are|does)|what'?s|meaning|mean)\b/],
    ['reason', /\b(why|how come)\b/],
  ],
  zh_cn: [
    ['price', /(多少钱|价格|费用|收费|价钱|增值税)/],
    ['time', /(多久|多长时间|几天|什么时候|时间|多快)/],
    ['requirement', /(需要|要求|材料|文件|带什么|必须)/],
    ['how_to', /(怎么|如何|步骤|流程)/],
    ['status', /(进度|状态|下一步|到哪)/],
    ['comparison', /(区别|不同|哪个好|比较|还是)/],
    ['definition', /(是什么|什么是|什么意思|指的是)/],
    ['reason', /(为什么|为何|为啥|干嘛要)/],
  ],
};

/**
 * What a question made only of function words asks about ("how much?", "¿cuánto tarda?", "多少钱"): the
 * word the knowledge uses for its type.
 */
export const TYPE_WORDS: Record<SupportLanguage, Partial<Record<QuestionType, string>>> = {
  es: { price: 'precio', time: 'tiempo', requirement: 'requisitos' },
  en: { price: 'price', time: 'time', requirement: 'requirements' },
  zh_cn: { price: '价格', time: '时间', requirement: '要求' },
};

export function questionTypes(message: string, language: SupportLanguage): Set<QuestionType> {
  const folded = foldText(message);
  return new Set(TYPE_PATTERNS[language].filter(([, pattern]) => pattern.test(folded)).map(([type]) => type));
}

/**
 * A question about the user's own case: something that happened to their company, document, payment or
 * appointment (rejected, declined, not arrived, charged twice, to be moved), or a request for a legal
 * opinion. Strong signals count alone; weaker ones need the user to speak of their own ("mi", "my", "我的").
 */
const OWN_CASE: Record<SupportLanguage, { firstPerson: RegExp; strong: RegExp; weak: RegExp }> = {
  es: {
    firstPerson:
      /\b(mi|mis|me|nos|nosotros|nuestr[oa]s?|tengo|tenemos|pague|pagamos|subi|subimos|firmamos|compre|compramos|transferimos|mandamos|enviamos|contestamos|respondemos)\b/,
    strong:
      /\b(me|nos|le|les) (rechaz|neg)\w*|\b(rechazad|denegad)\w*|\bno (me|nos) (ha|han)? ?(llegad|llega|llego|aparec|asignad|contestad|respondid)\w*|\b(aun|todavia) no (me |nos |le |les )?(llega|llego|llegan|han|ha|aparece|responden|contestan|asignan|aprueban|revisan|sale)\w*|\bcobr\w* (doble|dos veces)|\bdos cargos\b|\bno (lo )?reconozco\b|\bno procede\b|\bq(ue)? hacemos\b|\bnos (puede|podria) traer problemas\b|\bnos conviene\b|\bno (me|nos) deja (avanzar|continuar|seguir)\b|\b(\d+|dos|tres) veces\b|\b(nadie|ninguno) (lo )?recibi\w*|\ben rojo\b|\bnos sale\b|\bdoble (cargo|cobro)|\bsigue (pendiente|en revision|sin|diciendo|apareciendo|saliendo)|\b(todavia|aun) (dice|aparece|sale|marca)\b|\bhace \d+ (dias|semanas)\b|\b(me|nos) dijo que no\b|\b(dice|sale|aparece) (rechazad|denegad)\w*|\b(ya lo intente|lo intente \w+ veces|intente dos veces)\b|\bme dice si (esta bien|es legal|conviene)|\brevis\w* (el|este|un) contrato (que|de mi|del)|\b(es legal|revis\w* (mi|nuestro) contrato|opinion legal)|\bse (nos|me) paso\b|\bnadie (nos|me) (dijo|aviso|informo|explico)\b|\bq(ue)? significa (eso|esto) para (nosotros|mi)\b/,
    weak: /\b(rechaz|deneg|declin)\w*|\bmal\b|\berror\b|\b(raro|rara|extrano|extrana)\b|\bmover (mi |la |nuestra |el )?(cita|fecha|firma|llamada)\b|\b(cambiar|reprogramar|cancelar|modificar)\b|\bno (llega|llego|aparece|sirve|funciona)\b|\bpendiente\b|\b(vencid|vencio|caduc)\w*|\b(deducir|deducible|liquidacion|indemnizacion|finiquito)\b|\bse puede (arreglar|corregir)\b|\b(devuelvan|reembolso|devolucion)\b|\bes normal\b|\b(traspas\w*|transferir|se puede pasar)\b/,
  },
  en: {
    firstPerson: /\b(my|our|we|us|i|me|i've|we've|mine)\b/,
    strong:
      /\b(declined|denied|rejected|refused) (us|me|our|my)\b|\b(was|were|got|been) (declined|denied|rejected|refused)\b|\bnot (yet )?(arrived|assigned|received|approved|answered)\b|\bno \w+ (assigned|received|arrived) yet\b|\b(haven't|hasn't|didn't|have not|has not) (got|gotten|received|arrived|been assigned|heard)\b|\bstill (pending|waiting|not|says|shows|showing|says pending)\b|\b(tracking|status|it) shows nothing\b|\b(said|says) (no|denied|rejected|declined)\b|\btried (twice|again|\w+ times)\b|\b\d+ (days|weeks) ago\b|\btell me if (it'?s|its|this is|that'?s) (ok|okay|fine|legal|valid|good)\b|\breview (the|this|our|my) [\w\s]*contract\b|\bcharged (twice|double)\b|\btwice on (my|our)\b|\b(i|we) see .* twice\b|\bdon'?t recogni[sz]e\b|\bwhat now\b|\bcame through\b|\bhow much (isr|tax) will (we|i) owe\b|\bshould (we|i) switch\b|\b(is (that|this|it) a risk|risky for (us|me))\b|\bnobody (here )?(got|received)\b|\b(weird|strange) .*\b(our|my)\b|\bstuck\b|\b(won'?t|doesn'?t|does not|will not) (open|load)\b|\balready used\b|\b(\d+|two|three) times\b|\bdouble charge\b|\b(is it legal|review my contract|legal (advice|opinion))\b|\bnobody (told|warned|informed) (us|me)\b|\bwhat does (that|this|it) mean for (us|me)\b/,
    weak: /\b(declin|denied|deny|reject|refus)\w*|\bwrong\b|\b(move|change|reschedule|cancel|modify)\b|\bpending\b|\bmissing\b|\bexpired\b|\b(deduct|deductible|severance)\b|\bcan (it|this|that) be (fixed|corrected)\b|\b(refund|switch me|the difference)\b|\bis (that|this|it) normal\b/,
  },
  zh_cn: {
    firstPerson: /(我的|我们的|我们|我)/,
    strong:
      /(被拒|被驳回|拒绝了|还没收到|还没有收到|没收到|扣了两次|有风险吗|会不会有问题|没人收到|看不懂|有点问题|标红|卡住|好像都不行|\p{Script=Han}了(两|几|好几|2|3)次|(两|几|好几|2|3)次(了|都)|重复扣款|一直没|还显示|说不行|显示被?拒|试了(两|几|好几)次|仍显示|一直显示|还是显示|\d+天了|[一二三四五六七八九十几]+天了|还没分配|没有分配|合法吗|法律意见|帮我看.*合同|没批|没通过|未通过|少了\d+|多了\d+|一直是|一直都是|少了(几|一|两)页|缺页|看不清|没人(告诉|通知)|没有人(告诉|通知)|对(我们|我)(来说)?(意味着什么|有什么影响))/u,
    weak: /(拒绝|驳回|错了|有误|不对|改|更改|修改|换|转给|取消|还没|未到|没到|过期|抵扣|抵税|赔偿|赔多少|退款|退钱|退费|跟.{0,12}不一样|正常吗|退掉|能退|可以退)/,
  },
};

/**
 * "If the registry is rejected, can it be filed again?", "¿hasta cuándo podemos…?": a hypothetical or a
 * question about a time limit asks for the general rule, whoever it speaks of.
 */
const GENERAL_RULE: Record<SupportLanguage, RegExp> = {
  es: /(^|[¿,;]\s*|\by )si\b|\ben caso de\b|\bque pasa si\b|\bhasta cuando\b/,
  en: /^(if|what if)\b|[,;]\s*if\b|\bwhat happens (if|when)\b|\bin case\b|\bup to when\b|\buntil when\b/,
  zh_cn: /(如果|要是|万一|假如|之前.*可以|还能.*吗)/,
};

/**
 * Asking a person to judge something of the user's own (a contract, an offer letter, whether to sign it), or
 * telling of a charge or a refusal by an official: a case, even when it is worded with an "if" ("…and if I
 * leave I pay a fine, should I sign it?").
 */
const OPINION_OR_INCIDENT: Record<SupportLanguage, RegExp> = {
  es: /\b(mi|nuestro) (contrato|convenio|acuerdo) (dice|establece|tiene|incluye|pide|me obliga|nos obliga)\b|\b(es|seria|sera) (valido|exigible) (este|mi|nuestro|ese)\b|\b(me|nos) conviene (firmar|aceptar)\w*|\b(esta|es) legal (esto|eso|lo que)\b|\brevis\w* (mi|nuestro|nuestra) (contrato|carta|oferta)|\bme (cobraron|hicieron un cargo)\b|\bno (me|nos) (lo )?(quisieron|quiso) (dar|hacer|tramitar|recibir)\b/,
  en: /\b(my|our) (contract|agreement|offer letter|arrangement) (says|states|has|includes|requires|lets)\b|\bis (it|this|that) (enforceable|binding)\b|\b(is (that|this|it) legal|can you (check|review|look at) (my|our)|should (i|we) sign (it|this|that)|(got|was|were|been|we'?re being) charged)\b/,
  zh_cn:
    /(该不该签|要不要签|(?<!还)能签吗|帮我(看|审|检查)(一下|看)?(这份|这个|我的|我们的)?(合同|协议|文件|材料|offer)|(我的|我们的)(合同|协议)(上)?(写|规定|要求)|合法吗|扣钱了|扣了钱|已经扣|被扣|没给办|不给办|不给我们办)/,
};

/**
 * The shape of a story about the user's own case, whatever its topic words: something that already happened
 * to them at a point in the past ("ayer", "last week", "前天", "hace 3 días"), something they received or were
 * sent (a letter, an e-mail, a call), a change in a person's life (a partner who died, divorced, moved abroad,
 * is a minor), an authority's notice or fine, or a mistake in what they already submitted. Told in the first
 * person, and not asking what something means, it is a case only a person can look into.
 */
const OWN_STORY: Record<SupportLanguage, RegExp> = {
  es: /\b(ayer|antier|anoche|la semana pasada|el mes pasado|el (lunes|martes|miercoles|jueves|viernes|sabado|domingo) pasado|hace (como |unos |unas |mas de )?(un|una|\d+|dos|tres|cuatro|cinco) (dias?|semanas?|mes(es)?|horas?))\b|\b(me|nos) (llego|llegaron|mandaron|enviaron|escribieron|escribio|llamaron|llamo|hablaron|hablo|marco|marcaron|contacto|contactaron|notificaron|dieron|pidieron)\b|\bya lo (mandaron|enviaron|presentaron)\b|\b(tiene|tienen) (1[0-7]|[1-9]) anos\b|\b(recibi|recibimos) (un|una|el|la)\b|\b(fallecio|murio|se divorci\w*|menor de edad|se fue del pais|se mudo (a|al|fuera))\b|\b(requerimiento|multa|multaron|sancion(aron)?|auditoria)\b|\b(me equivoque|nos equivocamos|puse mal|pusimos mal|escribi mal|escribimos mal|capture mal|capturamos mal|subi (el|la|un|una) \w+ equivocad)/,
  en: /\b(yesterday|last (week|month|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this morning|earlier today|(a|one|two|three|four|five|a few|several|\d+) (days?|weeks?|months?|hours?) ago)\b|\b(we|i) (got|received) (a|an|this|that|the|some) (letter|email|e-mail|message|call|notice|notification|fine|request)\b|\b(they|(the )?(bank|sat|notary|bbva|amazon)|someone|somebody|forja) (sent|emailed|called|wrote to|texted|gave|told|asked) (us|me)\b|\b(1[0-7]|[1-9]) (years old|yo)\b|\b(passed away|died|deceased|got divorced|is a minor|under 18|moved abroad|left the country)\b|\b(fined|a fine from|penalty|penali[sz]ed|an audit)\b|\b((i|we) (made a mistake|mistyped|entered the wrong|uploaded the wrong|put the wrong|misspelled)|typo in (my|our))\b|\b(letter|notice|e-?mail|message|fine|notification) (came|arrived)\b|\b(we|i) (missed|forgot to|failed to)\b/,
  zh_cn:
    /(昨天|前天|上周|上星期|上个月|刚才|前几天|(\d+|一|两|三|几)(天|周|个月|小时)前|收到了?(一封|一个|一条|一份)?(信|邮件|通知|电话|短信|罚单)|给(我|我们)(发了|打了|寄了)|去世|过世|离婚了|未成年|(1[0-7]|[1-9])岁|出国了|回国了|回中国了|移民了|罚款|被罚|稽查|(填|写|输|传|上传)错了|(说|让|叫)(要)?我们(?!的))/u,
};

/**
 * A report on the user's own case that needs no "my" to be one: a state that has lasted since a point in the
 * past ("since Monday", "desde el lunes", "从周一"), something of theirs returned or flagged, data of theirs that
 * does not match or is misspelled, an account suspended, a payment made twice or more, a mistake already sent,
 * or a request that Forja act on it ("can you speed that up?", "你们能安排吗").
 */
const OWN_REPORT: Record<SupportLanguage, RegExp> = {
  es: /\bdesde (el )?(lunes|martes|miercoles|jueves|viernes|sabado|domingo|ayer|antier|la semana pasada|el mes pasado)\b|\b(siguen|sigue) igual\b|\b(me|nos) (marcaron|regresaron|devolvieron)\b|\bno (coincide|coinciden|cuadra|cuadran)\b|\b(mi|nuestro|nuestra|su) (nombre|apellido|rfc|curp|domicilio|denominacion|razon social) (sale|aparece|quedo|esta) (mal|diferente|distint|con|como)\w*|\b(pague|pagamos) (doble|dos veces|tres veces)\b|\b(puse|pusimos|escribi|capture) .*\by (era|eran|es|son)\b|\b(suspendieron|bloquearon|congelaron)\b|\b(pueden|podrian) (ustedes )?(apurar|acelerar|agilizar|arreglar|corregir)|\bpero en forja (sale|dice|aparece)\b|\b(mi|nuestra|la) (csf|constancia)( de situacion fiscal)? (dice|sale|aparece|muestra|tiene)\b|\b(sale|esta|viene|aparece) a nombre de otr|\bno es (el|la) nuestr[oa]\b|\b(mercancia|mercaderia|envio|paquete|carga) (esta )?(detenid|retenid)|\bno (me|le|nos|les) (deja|dejan|dejo|dejaron) (firmar|entrar|pagar|subir|mover\w*|cambiar\w*|reprogramar\w*|avanzar|continuar|seguir|editar\w*|cancelar\w*|agendar\w*|elegir|pasar)\b|\b(me|nos) conviene\b.*\b(impuesto|isr|dividendo|sueldo|nomina)|\bq(ue)? impuestos (le|les|me|nos) (toca|tocan|corresponde)|\bnecesito una (carta|constancia|documento) de (ustedes|forja)\b|\b(me|nos) (pueden|podrian) (dar|hacer|mandar|firmar) una (carta|constancia)\b|\b(salio|quedo|vino|llego) (a (mi|nuestro|su) nombre|a nombre de|mal\b|incomplet)|\bpero (acordamos|quedamos|pedimos|pusimos|pagamos|mandamos|dijimos)\b|\b(sale|aparece|viene|quedo) (en |con |como )?(otr[oa]s?|diferente|distint[oa]s?)\b|\bno (es )?(el|la|los|las) que (les |le )?(dimos|pusimos|mandamos|registramos|capturamos|escribimos|pedimos|elegimos)\b|\b(dos|2|tres|3) (cargos|cobros)\b|\b(tengo|tenemos|firmamos|firme|nuestro|mi) (un |el )?contrato\b[^.?!]{0,80}\b(clausula|penalizacion|penalidad|multa|no competencia|exclusividad|permanencia)|\b(firmamos|firme) (un|una|el|la|este|ese|nuestro) (\w+ )?(contrato|acuerdo|convenio|nda)\b|\b(el|nuestro|mi) (contrato|acuerdo|convenio) con (el|la|los|las|nuestro|nuestra|mi) \w+ (dice|se renueva|tiene|trae|incluye|nos obliga|establece|pone)\b|\b(el|un) contrato (que|q) (nos|me) (mando|mandaron|paso|pasaron|dio|dieron|envio|enviaron)\b|\b(sat|se|economia|notari[oa]|imss|banco|aduana|ventanilla|impi|bbva|fondeadora|amazon)\b[^.?!]{0,25}\b(me|nos) (lo |la |los |las )?(rechaz|rebot|regres|devolv|neg|observ|no acept|no quis|no dej|suspend)\w*|\b(me|nos) (lo |la |los |las )?rebot(o|aron)\b|\b(rfc|csf|constancia|efirma|padron|cuenta)\b[^.?!]{0,30}\b(sale|salio|aparece|esta|dice|marca|quedo) (como |en )?(suspendid|cancelad|no localizad|inactiv|de baja|vencid|revocad|restringid|bloquead)\w*|\b(rfc|csf|constancia|efirma|padron)\b[^.?!]{0,30}\bno (aparece|sale|esta activ|lo encuentr|la encuentr)\w*|\bopinion de cumplimiento\b[^.?!]{0,30}\b(sale|salio|aparece|esta|viene|salio en|nos sale|nos salio)( en)? negativ\w*|\b(nos|me) (sale|salio|aparece|aparecio|dio|dieron) (la )?opinion de cumplimiento\b[^.?!]{0,15}\bnegativ\w*|\b(me|nos) (quiere|quieren|pide|piden|pidio|pidieron) (hacer )?firmar\b|\ben (nuestra|nuestro|mi|la) (csf|constancia|rfc|efirma)( de (la|nuestra) empresa)? (sale|aparece|viene|dice|trae|pone|tiene)\b|\b(muestra|trae|tiene|pone|sale con|aparece con) (nuestra|nuestro|nuestras|nuestros|mi) (actividad|domicilio|regimen|fecha|direccion|obligaciones|nombre)\b|\b(me|nos) (pueden|puedes|podrian|podrias) (checar|chequear|revisar) (q|que|si|como|cual|por ?q(ue)?|porque)\b|\b(nadie (me|nos) (dice|ha dicho|responde|contesta|explica)|no (me|nos) (dicen|han dicho|responden|contestan|explican) (nada|q|que))\b/,
  en: /\bsince (monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last (week|month)|\d+ (days|weeks) ago)\b|\b(you|your team|forja|they) (marked|flagged|returned|sent back|rejected) (my|our)\b|\b(doesn'?t|don'?t|does not|do not) match\b|\bmismatch\b|\b(my|our) (name|surname|last name|rfc|curp|address|company name) (is|was|shows|appears|came out) (wrong|misspelled|spelled|as|different)\b|\b(i|we) paid (twice|two times|three times|double)\b|\b(suspended|blocked|frozen) (our|my|the) (account|store|seller account)\b|\b(our|my) (account|store) (was|got|is) (suspended|blocked|frozen)\b|\bcan you (guys )?(speed|hurry|expedite|fix|correct|arrange|coordinate)\b|\bcan you (send|give|issue|write|sign|provide|make) (us|me)\b|\bcan you (guys )?(pull|withdraw|cancel|stop|undo|resend|reopen) (the|our|my|it|that|this)\b|\b(bounce|bounces|bounced|bouncing)\b|\b(my|our|the company'?s) (csf|tax status certificate|constancia)( de situacion fiscal)? (says|shows|lists|has)\b|\bin the name of (another|a different|some other)\b|\b(isn'?t|is not|not) ours\b|\b(held|stuck|detained) (at|in) customs\b|\bwon'?t let (me|him|her|us|them)\b|\bwhat (exactly )?happens to us\b|(?<!\b(what|which|how many|how much) (\w+ )?)\bshould (we|i) (convert|switch|sign|give|pay|hire|fire)\b|\bcan you check if (the|my|our|this)\b|\b(i|we) need (a|an) (letter|document|certificate|proof|statement) from (you|forja)\b|\bcan you do (it|that|this)( for (us|me))?\b|\bbut (we|i) (agreed|asked|wanted|paid|sent|said|put|entered|chose)\b|\b(bbva|fondeadora|banorte|santander|the bank|the sat|sat|forja|they|you) (charged|billed|debited)\b|\b(get|got) (it |that |our money |the money )?back\b|\bmoney back\b|\b(shows|says|lists|has|came out with|appears with) (a |an )?(different|another|the wrong|some other)\b|\bnot the one (we|i) (gave|entered|sent|registered|asked for|chose|put)\b|\b(two|2|three|3|double) (charges|debits|payments) (on|for|of)\b|\b(my|our) (\w+ )?(contract|lease|agreement)\b[^.?!]{0,60}\b(clause|penalty|non-?compete|exclusivity|liability|lock-?in)|\b(we|i) signed (a|an|the|our|this|that) (\w+ )?(contract|agreement|nda|lease)\b|\b(my|our) (\w+ )?(contract|agreement|nda|lease)( with (the |our |a |my )?\w+)? (says|states|has|includes|requires|lets|gives|renews|is)\b|\bthe (contract|agreement|nda|lease) ((we|i) (signed|have|got)|with (our|my) \w+)\b|\b(in|under) (our|my) (\w+ )?(contract|agreement|nda|lease)\b|\bthe (contract|agreement|lease) (our|my|the) (client|supplier|landlord|customer|distributor) (sent|gave)\b|\b(the )?(sat|se|notary|imss|bank|customs|impi|bbva|fondeadora|amazon|registry)\b[^.?!]{0,25}\b(rejected|refused|returned|bounced|denied|turned down|sent back|would not accept|wouldn'?t accept|did not accept|didn'?t accept) (us|me|our|my)\b|\b(my|our|the company'?s) (company'?s )?(rfc|csf|tax status certificate|certificate|efirma|registry|padron|account)\b[^.?!]{0,30}\b(shows|says|is|appears|came out|lists|listed|marked)( as| like)? (suspended|cancell?ed|not located|not found|inactive|deregistered|expired|revoked|restricted|blocked|suspendid\w*|cancelad\w*|no localizad\w*)\b|\b(my|our|the company'?s) (company'?s )?(rfc|csf|tax status certificate|certificate|efirma|registry|padron|account|tax id)\b[^.?!]{0,30}\b(isn'?t|is not|doesn'?t|does not|won'?t|can'?t be|cannot be) (show|showing|appear|appearing|found|valid|active|load|loading)\b|\b(turned|sent) (us|me) away\b|\b(opinion de cumplimiento|compliance opinion|opinion of compliance)\b[^.?!]{0,30}\b(negative|negativa|negativo)\b|\b(came|comes) out (as )?(negative|positive|wrong|different|suspended|rejected) for (us|me)\b|\bstatus\b[^.?!]{0,30}:\s*(suspended|cancell?ed|not located|inactive|deregistered|revoked|restricted|blocked|negative|rejected|suspendid\w*|cancelad\w*|no localizad\w*|negativ\w*)\b|\b(does|will|would) (this|that|the|our) (contract|agreement|clause|deal|term sheet) (protect|cover|work for|hold up)\b|\b(wants|want|asked|asks|is asking) (us|me) to sign\b|\b(on|in) (our|my|the company'?s) (company'?s )?(csf|constancia|tax status certificate|rfc certificate|rfc|efirma certificate|sat record|tax record)\b|\b(lists|shows|says|has|registered|show|list) (our|my) (company'?s )?(activity|economic activity|business activity|regime|tax regime|address|tax address|name|start date|status|obligations)\b|\bturned (us|me) down\b|\b(my|our|the company'?s) (company'?s )?(rfc|csf|name|address|regime|tax regime)\b[^.?!]{0,30}\bdifferent from\b|\bcan you (guys )?(check|look into|find out) (what|why|whether|where|how come)\b|\b(nobody|no one|no-one) (tells|told|has told|answers|answered|replies|replied|explains|explained) (me|us)\b/,
  zh_cn:
    /(从(周|星期)[一二三四五六日天]|从昨天|从上周|被退回|退回了|对不上|不一致|少了一个字|多了一个字|拼错|扣了.{0,2}(两|三|几|好几|\d)次|(被|给)?暂停了|被冻结|冻结了|你们能(安排|帮|处理|加快|改)|你们能(不能)?(开|出|写)(一份|一封|个)?(证明|信)|帮(我|我们)(起草|审|协调|联系)|能不能帮(我|我们)(改|处理|加快|安排)|不让(我|他|她|我们)|(我的|我们的|公司的)(csf|税务状况证明|rfc)(上)?(显示|写着)|对我们.{0,8}有效吗|才合法|可以给(他们|他|她)吗|扣在海关|海关扣|驳回了|被标(成|为|记)|(两|三|几|好几|\d+)(个)?(月|周|星期|天)(都|还)(是|在|显示|没)|(我们|我)(和|跟).{0,10}合同(里|中|上)?.{0,10}(条款|违约金|竞业|排他|责任)|(我们|我)签(的|了)(一份|个|这份)?(合同|协议)|(跟|和)(房东|客户|供应商|开发者?|程序员|经销商).{0,4}(签)?的(合同|协议)|(客户|供应商|房东|经销商)(给的|发来的|发的)合同|(可是|但是?)我们(说好|约定|要求|选的|付了)|显示(的是)?(另一个|别的|其他的?|不同的)|不是我们(给|填|提供|写|登记|选)的|扣了(两|三|几|2|3)笔|多扣|(重复|多)(收费|扣款|扣费)|(rfc|csf|税务状况证明|efirma|电子签名|padron|进口商名录|账户).{0,12}(暂停|中止|注销|停用|未找到|无效|受限|被撤销|过期了|被锁)|帮(我|我们)(查|看)(一下|看)?(是)?(什么|为什么|怎么|哪|缺)|(没人|没有人)(告诉|回复|回答|解释|理)(我|我们)|(rfc|csf|税务状况证明|efirma|电子签名).{0,12}(查不到|找不到|显示不出|不显示)|(我们|我|公司)的?(csf|税务状况证明|rfc|电子签名|efirma)(上|里).{0,8}(写|显示|是)|(合规意见|opinion de cumplimiento).{0,8}(负面|否定|负的|是负|不合格|negativ)|(要|让)(我们|我)签|(投资人|投资方|客户|供应商|房东|合伙人|员工|经销商)(发来|给|发)的(合同|协议|条款)|(sat|税务局|公证|银行|海关|经济部).{0,10}(把我们|把我|让我们|让我)(打发|赶|拒))/u,
};

/**
 * How surely a message is about the user's own case: 'clear' when it tells of something that happened to
 * them, reports a state of theirs or asks for a judgment on it; 'possible' when only a weak sign ("change",
 * "pending", "rejected") sits beside their own words, which general questions asked in the first person also
 * have ("can I change my bank before it's sent?"); null when it is a general question.
 */
export type OwnCase = 'clear' | 'possible' | null;

/**
 * A case told by its particulars, with or without "my": a calendar date, what they already did against what a
 * screen says, how long it has been, "what happened", a request to stop, hold or change something of theirs
 * under way, what an authority, a bank or a client told or asked them.
 */
const PARTICULARS: Record<SupportLanguage, RegExp> = {
  es: /\bpero\b[^.?!]{0,40}\bya (la |lo |las |los )?(sacamos|tenemos|pagamos|subimos|mandamos|hicimos|firmamos|entregamos|tramitamos)\b|\b\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|\bpero (ninguno|nadie|no (pedimos|hicimos|cambiamos|subimos|firmamos))\b|\b\d+ (dias|semanas|meses) ya\b|\bya (van|llevamos|son|pasaron) (\d+|dos|tres|cuatro) (dias|semanas|meses)\b|\bq(ue)? paso\b|\bx ?q nos dijeron\b|\b(pueden|podrian) (detener|parar|pausar|frenar|cancelar) (el|la|mi|nuestro|nuestra)\b|\b(me|nos) (lo|la) (cambian|corrigen|cambien|corrijan|reenvian)\b|\b(vino|llego|paso) un (inspector|notificador|verificador)\b|\bse cambio de (casa|domicilio|pais|nombre|correo|telefono)\b|\bya (le|les|nos|me) (aprobaron|autorizaron|validaron)\b.*\bpero\b|\bel fin de semana\b|\b(el|la) (notario|notaria|sat|imss|banco|cliente|proveedor) (nos|me) (pide|pidio|exige|exigio|quiere cobrar|cobro|dijo)\b/,
  en: /\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}(st|nd|rd|th)?\b|\b\d{1,2}(st|nd|rd|th)? (of )?(january|february|march|april|may|june|july|august|september|october|november|december)\b|\bbut (none of us|nobody|no one|we (never|didn'?t|did not|haven'?t|have not|already))\b|\b(\d+|two|three|four) (days|weeks|months) (now|already)\b|\bstill nothing\b|\bwhat happened\b|\bcan you (just |please |guys )?(switch|change|move|hold|pause|stop|cancel|resend|redo|reissue) (it|them|ours|our|my|the (appointment|delivery|shipment|parcel|invoice|cfdi|login|email|e-mail|account))\b|\bthere'?s no \w+ (attached|included)\b|\b(only|just) (gives|shows|lets) (me|us)\b|\bneeds? (it|them|the \w+) by (monday|tuesday|wednesday|thursday|friday|tomorrow)\b|\bsince (january|february|march|april|may|june|july|august|september|october|november|december)\b|\bcan you \w+ [^?]{0,40}\b(too|as well|instead)\?|\b(the )?(sat|imss|notary|bank|bbva|fondeadora|amazon|inspector|client|customer|supplier) (says|said|told|is asking|asked|wants|wanted|sent|emailed|called)\b/,
  zh_cn:
    /\d{1,2}月\d{1,2}(日|号)|什么情况|怎么回事|(可是|但是?)(我们)?(已经|明明)|还是这样|到现在还|都.{1,8}了.{0,3}还|能(先)?别(寄|发|交|送)|(公证人|公证处|sat|imss|银行|亚马逊|你们的人|客户|供应商)(说|发来|要求|让|通知|打电话)/u,
};

/**
 * Someone named by surname and title in Chinese (王总, 李先生, 张女士): whatever is asked of them, even "还能…吗",
 * is about that person's own situation.
 */
const NAMED_PERSON_ZH =
  /[王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔汤](总|先生|女士|小姐|经理|老板|律师|会计)/u;

/** Someone named, with something of theirs ("why is Aiko's proof of address rejected?"), read as written. */
const NAMED_PERSON_THING =
  /\b(?!Forja|Amazon|Mexico|México|SAT|BBVA|Fondeadora|CFE|IMSS)[A-Z][a-z]+'s (proof|id|ID|passport|INE|documents?|CSF|RFC|CURP|selfie|verification|video|invitation|signature|shares?)\b/;

/**
 * Asking whether what they do or plan is all right ("we pay him as a contractor, is that ok?", "¿está bien
 * así?", "这样可以吗"): a judgment on their own arrangement, which only a person can give.
 */
const JUDGMENT: Record<SupportLanguage, RegExp> = {
  es: /\b(esta bien (asi|eso|hacerlo)|asi (esta|estaria|estamos) bien|cual (nos|me) conviene (mas )?(a nosotros|con|para|segun|dado)|(me|nos|lo|la) (puede|pueden|podria|podrian) demandar|(puede|pueden|podria|podrian) demandar(me|nos)|es correcto (asi|eso)|(hay|habria|tendriamos) (algun )?problema|(nos|me) (pueden|podrian) multar|estamos bien|estamos cumpliendo|lo estamos haciendo bien|es buena idea|nos conviene hacerlo asi|tendra(n)? (algun )?problema)\b/,
  en: /\b(is (that|this|it) (ok|okay|fine|allowed|a problem|compliant|right)|are we (ok|okay|fine|covered|compliant|doing it right)|could we (get fined|be fined|get in trouble)|do we risk|(have|has) an issue with (that|this|it)|smart (setup|move|idea)|(can|could|would|will) (he|she|they|someone|anyone) sue (me|us)|which (one |type |option )?should (we|i) (pick|choose|go with|use|take)\b.*\b(given|for|with) (our|my)|(is|would) (that|this|it) be a good idea)\b/,
  zh_cn:
    /(这样可以吗|这样行吗|(我们|我)(应该|该)选哪(个|种|一个)|根据我们的(情况|计划)|要不要改约|(会不会|能不能|可能会?)(告|起诉)(我|我们)|这样合法吗|这样做对吗|有没有问题|会不会被罚|没问题吧|合规吗|是好主意吗|划算吗)/,
};

/**
 * A plan of theirs put up for approval ("la idea es mandar todo a FBA y así no ocupamos el padrón, va?", "the
 * plan is to pay ourselves in dividends only, fine?"): a judgment on their arrangement.
 */
const PLAN_FOR_APPROVAL: Record<SupportLanguage, RegExp | null> = {
  es: /\b(la idea es|el plan es|planeamos|pensamos|vamos a)\b.*\b(va|sale|ok|okey|verdad|funciona|jala|se vale|esta bien|no hay (bronca|problema))\s*\?+\s*$/,
  en: /\b((the|our) (plan|idea) is to|we('re| are) (planning|going) to|we plan to)\b.*\b(ok|okay|fine|right|work|legal|allowed|cool)\s*\?+\s*$/,
  zh_cn: null,
};

/**
 * How surely the written patterns read the message as the user's own case (see OwnCase); the learned model
 * (case-model.ts) is not asked.
 */
export function writtenCase(message: string, language: SupportLanguage): OwnCase {
  const folded = foldText(message);
  const { firstPerson, weak } = OWN_CASE[language];
  // "In general, …" asks for the rule, unless a part of theirs follows ("一般来说…？我们这家就是这样，会不会有问题").
  if (IN_GENERAL[language].test(folded))
    return firstPerson.test(folded) && toldBesideTheRule(message, language) ? 'clear' : null;
  if (OPINION_OR_INCIDENT[language].test(folded)) return 'clear';
  if (language === 'zh_cn' && NAMED_PERSON_ZH.test(folded)) return 'clear';
  if (GENERAL_RULE[language].test(folded)) return toldBesideTheRule(message, language) ? 'clear' : null;
  if (toldAsCase(folded, language, message)) return 'clear';
  if (!firstPerson.test(folded)) return null;
  if (JUDGMENT[language].test(folded) || PLAN_FOR_APPROVAL[language]?.test(folded)) return 'clear';
  // "I got an e-mail saying…, what is that?" asks what something means: the general answer is the one.
  if (OWN_STORY[language].test(folded) && !questionTypes(message, language).has('definition')) return 'clear';
  // "How do I change a flat tire?": a weak sign is a case of theirs only about something of Forja's world.
  return weak.test(folded) && namesDomain(message, language) ? 'possible' : null;
}

/** A state, report or particulars of their own that need no "my" to be a case (see writtenCase). */
function toldAsCase(folded: string, language: SupportLanguage, message: string): boolean {
  return (
    OWN_CASE[language].strong.test(folded) ||
    OWN_REPORT[language].test(folded) ||
    PARTICULARS[language].test(folded) ||
    (language === 'en' && NAMED_PERSON_THING.test(message))
  );
}

/**
 * A case told beside a hypothetical ("if none of the names is authorised, is the money returned? all 5 of ours
 * were refused and we don't want to go on"): the part that tells what happened to them, with no "if" of its
 * own, makes it theirs.
 */
function toldBesideTheRule(message: string, language: SupportLanguage): boolean {
  const parts = questionParts(message, language);
  return (
    parts.length > 1 &&
    parts.some((part) => {
      const folded = foldText(part);
      if (GENERAL_RULE[language].test(folded) || IN_GENERAL[language].test(folded)) return false;
      return toldAsCase(folded, language, part);
    })
  );
}

/** "En general, …", "generally…", "一般来说…": the user says outright that they ask for the general rule. */
const IN_GENERAL: Record<SupportLanguage, RegExp> = {
  es: /^\W*(en general|por lo general|en terminos generales|generalmente|de manera general)\b/,
  en: /^\W*(in general|generally( speaking)?|as a general rule|typically)\b/,
  zh_cn: /^\W*(一般(来说|而言|情况下)|通常(来说|情况下)?)/u,
};

/** From this score the learned model reads a message as possibly the user's own case. */
export const CASE_MODEL_THRESHOLD = 0.5;

/**
 * Personal requests that are never Forja's business, whoever asks them and however ("can you write me a cover
 * letter…", "ayúdame con mi tarea"): not a case for a person of Forja, whatever else they say. ("CV" and "resume" are
 * left out: S.A. de C.V., "resume the signing".)
 */
const NEVER_OURS: Record<SupportLanguage, RegExp> = {
  es: /\b(carta de presentacion|curriculum|poema|cancion|chiste|receta|tarea|ensayo|novia|novio|cita romantica)\b/,
  en: /\b(cover letter|poem|song|joke|recipe|homework|essay|girlfriend|boyfriend|date night)\b/,
  zh_cn: /(求职信|简历|写诗|歌词|笑话|菜谱|食谱|作业|论文|女朋友|男朋友)/,
};

export function isNeverOurs(message: string, language: SupportLanguage): boolean {
  return NEVER_OURS[language].test(foldText(message));
}

/**
 * Whether a message is about the user's own case: the written patterns first; when they see none and the message
 * is neither a hypothetical nor about something outside Forja's world, the learned model (case-model.ts) may
 * still find it 'possible', which answers the general rule, said to be that, and offers a person.
 */
export function ownCase(message: string, language: SupportLanguage): OwnCase {
  if (isNeverOurs(message, language)) return null;
  const written = writtenCase(message, language);
  if (written !== null) return written;
  const folded = foldText(message);
  if (
    GENERAL_RULE[language].test(folded) ||
    IN_GENERAL[language].test(folded) ||
    !namesDomain(message, language)
  )
    return null;
  return caseScore(caseModel, message, language) >= CASE_MODEL_THRESHOLD ? 'possible' : null;
}

export function isOwnCase(message: string, language: SupportLanguage): boolean {
  return ownCase(message, language) !== null;
}

/**
 * The user asks about their own company's progress: what to do next, why they cannot go on, what is
 * missing. Answered from their company's state, when the host provides it. What a screen says is reported,
 * not asked ("en forja sigue saliendo que falta pagar").
 */
const OWN_PROGRESS: Record<SupportLanguage, RegExp> = {
  es: /\b((?<!\b(saliendo|sale|dice|diciendo|aparece|apareciendo|marca) )q(ue)? (me )?(sigue|falta|hago ahora|tengo que hacer)|(siguiente|proximo) paso|por que no (puedo|me deja) (continuar|avanzar|seguir)|en que (paso|etapa) (voy|estoy|va)|como va mi (empresa|tramite|constitucion))\b/,
  en: /\b(what('s| is)? next|what do i do (now|next)|next step|why can'?t i (continue|go on|proceed)|what('s| is) missing|where am i|how is my (company|incorporation) going)\b/,
  zh_cn: /(下一步|接下来(该|要)?做什么|还缺什么|为什么.*(不能|无法)继续|我.*(进度|到哪一步))/,
};

export function asksOwnProgress(message: string, language: SupportLanguage): boolean {
  return OWN_PROGRESS[language].test(foldText(message));
}

/** Where a message asking two things is cut into its parts. */
const PART_BREAKS: Record<SupportLanguage, RegExp> = {
  es: /[?¿;]+|(?<!\d),|,(?!\d)|\b(?:y ademas|ademas|y tambien|tambien|otra pregunta|otra cosa|y (?=(?:q|que|cuanto|cuando|como|donde|quien)\b))\b/,
  en: /[?;]+|(?<!\d),|,(?!\d)|\b(?:and also|also|another question|one more thing|plus|and (?=(?:what|how|when|where|who|which|do|does|is|can)\b))\b/,
  // "另外" also means "separately" ("费用是另外付吗"): a break only when no paying or charging follows it.
  zh_cn: /[?？;；。，]+|(?<!\d),|,(?!\d)|还有|另外(?![付收交算计])|以及|并且/,
};

/** A word that points back at what the message said before it: "eso", "that", "这". */
const POINTS_BACK: Record<SupportLanguage, RegExp> = {
  es: /\b(eso|esto|esa|esta|ese|este|lo)\b/,
  en: /\b(that|this|it|those|these)\b/,
  zh_cn: /(这|那|它)/,
};

/**
 * The parts of a message that asks more than one thing, in order; one part for a simple question. A part that
 * only asks what the one before it means ("…me sale «Bloqueado», ¿eso qué significa?", "…, what does that
 * mean?") asks about it: the two are one part.
 */
export function questionParts(message: string, language: SupportLanguage): string[] {
  const parts: string[] = [];
  for (const part of foldText(message)
    .split(PART_BREAKS[language])
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= (language === 'zh_cn' ? 2 : 6))) {
    const previous = parts.at(-1);
    if (
      previous !== undefined &&
      POINTS_BACK[language].test(part) &&
      questionTypes(part, language).has('definition') &&
      analyze(part, language).length <= 1
    ) {
      parts[parts.length - 1] = `${previous} ${part}`;
    } else parts.push(part);
  }
  return parts.length > 1 ? parts : [message];
}

/**
 * Requests that are plainly outside a company-formation service, whatever words they share with it:
 * writing or translating texts, the weather, sport, exchange rates and crypto prices, recipes, trivia.
 */
const OFF_TOPIC: Record<SupportLanguage, RegExp> = {
  es: /\b(escribe(me)?|redacta(me)?|traduc\w*|poema|cancion|chiste|cuento|receta|clima|tiempo hace|llover|partido|futbol|gano|bitcoin|cripto\w*|tipo de cambio|dolar hoy|capital de|pelicula|horoscopo|recomienda\w*|laptop|videojuego\w*|restaurante|vacaciones|vuelo a)\b/,
  en: /\b(write (me )?(a|an)|poem|song|joke|story|essay|cover letter|translate|recipe|weather|rain|football|soccer|match|score|who won|bitcoin|crypto\w*|exchange rate|stock price|capital of|movie|horoscope|recommend|laptop|video editing|gaming|restaurant|vacation|flight to)\b/,
  zh_cn:
    /(写一首|写一篇|帮我写|诗|歌曲|笑话|故事|翻译|菜谱|食谱|天气|下雨|足球|比赛|比特币|加密货币|汇率|股价|首都|电影|星座|好吃|餐厅|饭店|火锅|美食|酒店|景点|笔记本电脑|游戏机|旅游|机票)/,
};

export function isPlainlyOffTopic(message: string, language: SupportLanguage): boolean {
  return OFF_TOPIC[language].test(foldText(message));
}

/**
 * Words that only a question about forming or running a company in Mexico uses: an authority, a bank Forja
 * works with, a document, a partner, a tax term, Forja itself. A message that names one is never redirected
 * as off-topic when the knowledge has no answer for it: a person is offered instead. "SE" (the Secretaría de
 * Economía) is read as written, since its folded form is the Spanish "se".
 */
const DOMAIN_WORDS: Record<SupportLanguage, RegExp> = {
  es: /\b(sat|notari\w*|escritura\w*|acta\w*|testimonio\w*|rfc|efirma|fiel|csf|constancia\w*|soci[oa]s?|accionista\w*|comisari\w*|padron\w*|aduana\w*|amazon|oxxo|factura\w*|cfdi|contador\w*|contabilidad|imss|infonavit|rnie|denominacion\w*|razon social|bbva|fondeadora|banorte|santander|banco\w*|forja|empresa\w*|sociedad\w*|sas|sapi|s de rl|clabe|importa\w*|regimen|domicilio fiscal|pasaporte|curp|kyc|emplead[oa]s?|trabajador\w*|despid\w*|nomina|privacidad|solicitud|recibo|pago\w*|pague|tarjeta|cobr\w*|cargo|pedido|paquete|cita|documento\w*|identidad|selfie|ine|contrato\w*|convenio\w*|clausula\w*|impi|marca|secretaria de economia|ventanilla|tramite\w*|registro publico|poder notarial|apoderad[oa]s?|cofundador\w*|firm(a|as|ar|o|e|amos|aron|ado|ada|ando)|firmaron)\b/,
  en: /\b(sat|notar\w*|deed\w*|acta|testimonio|rfc|efirma|fiel|csf|shareholder\w*|partners?|commissary|comisario|padron\w*|customs|amazon|oxxo|invoic\w*|cfdi|accountant\w*|accounting|imss|rnie|denominacion|bbva|fondeadora|banorte|santander|banks?|forja|compan(y|ies)|incorporat\w*|sas|sapi|s de rl|clabe|import\w*|tax\w*|passport|curp|kyc|articles of|employees?|payroll|privacy|requests?|receipt|payments?|paid|(credit|debit) card|charg\w*|orders?|package|appointment|documents?|identity|selfie|contracts?|agreements?|clauses?|nda|term sheet|impi|trademark|economy ministry|secretaria de economia|public registry|power of attorney|tax id|co-?founders?|sign(s|ed|ing|ature|atures)?)\b/,
  zh_cn:
    /(sat|公证|章程|testimonio|rfc|efirma|fiel|csf|股东|合伙人|监事|进口|海关|亚马逊|oxxo|发票|cfdi|会计|imss|rnie|银行|开户|bbva|fondeadora|forja|公司|clabe|护照|税|经济部|padron|denominacion|员工|雇员|辞退|解雇|工资|隐私|资料|请求|收据|付款|支付|信用卡|扣|订单|套餐|预约|文件|身份|商标|税号|授权书|合同|协议|条款|签署|签字|签名|联合创始人)/,
};

export function namesDomain(message: string, language: SupportLanguage): boolean {
  return (
    /\bSE\b/.test(message) ||
    DOMAIN_WORDS[language].test(foldText(message).replace(/\be[\s.-]?firma/g, 'efirma'))
  );
}
