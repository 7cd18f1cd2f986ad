import { describe, expect, it } from 'vitest';
import {
  asksOwnProgress,
  isOwnCase,
  isPlainlyOffTopic,
  questionParts,
  questionTypes,
} from './question-intent';

describe('questionTypes', () => {
  it.each([
    ['¿cuánto cuesta el servicio de contabilidad?', 'es', 'price'],
    ['cuanto tarda el RFC', 'es', 'time'],
    ['que papeles ocupo para el banco', 'es', 'requirement'],
    ['¿qué es el testimonio?', 'es', 'definition'],
    ['diferencia entre SAS y SA', 'es', 'comparison'],
    ['how much is the accounting service', 'en', 'price'],
    ['how do I invite my partners', 'en', 'how_to'],
    ['注册公司多少钱', 'zh_cn', 'price'],
    ['RFC是什么', 'zh_cn', 'definition'],
    ["what's an acta", 'en', 'definition'],
    ['la curp eso q es?', 'es', 'definition'],
  ] as const)('%s is a %s question (%s)', (message, language, type) => {
    expect(questionTypes(message, language)).toContain(type);
  });
});

describe('isOwnCase', () => {
  it.each([
    ['me rechazaron mi comprobante de domicilio', 'es'],
    ['puedo mover mi cita con el notario al viernes?', 'es'],
    ['me cobraron doble el pago', 'es'],
    ['the bank declined us, why?', 'en'],
    ['bought accounting 10 days ago, no accountant assigned yet', 'en'],
    ['我的地址证明被拒了，为什么？', 'zh_cn'],
    ['我们的认证副本还没收到', 'zh_cn'],
    ['pagué en oxxo y sigue apareciendo pendiente', 'es'],
    ['the status still says pending after we paid', 'en'],
    ['we sent the documents 5 days ago', 'en'],
    ["could you review the contract and tell me if it's ok", 'en'],
    ['un cliente quiere exclusividad y si me salgo pago una multa, me conviene firmarlo?', 'es'],
    ['can you check my offer letter? is that legal in mexico?', 'en'],
    ['got charged for the commissary service but we are an SAS', 'en'],
    ['付款页面显示失败，但是信用卡已经扣钱了', 'zh_cn'],
    ['SAT的工作人员说我们的poder有问题，没给办', 'zh_cn'],
    ['合伙人已经录了两次视频，验证还是过不去', 'zh_cn'],
    ["my partner's signing link says it was already used and won't open", 'en'],
    ['付完款两天了还显示未付款', 'zh_cn'],
    ['the bank said no to us, why', 'en'],
    ['tried twice and the selfie check fails', 'en'],
    ['el banco nos dijo que no, por que', 'es'],
    ['身份验证试了两次都不行', 'zh_cn'],
    ['veo dos cargos de forja en mi tarjeta', 'es'],
    ["there's a Forja charge on our card I don't recognise", 'en'],
    ['we earn about 2M a year, how much ISR will we owe?', 'en'],
    ['快递说送到了，可是没人收到', 'zh_cn'],
    // A story of their own, without a topic word: something that happened, a notice, a life event, a mistake.
    ['ayer nos llegó una carta del SAT pidiendo papeles de la empresa', 'es'],
    ['mi socio falleció la semana pasada, qué pasa con sus acciones', 'es'],
    ['puse mal la CURP de mi socio en el formulario', 'es'],
    ['we got a letter from the SAT this morning about our company', 'en'],
    ['my co-founder moved abroad last month and we still have to sign', 'en'],
    ['i entered the wrong RFC for my partner', 'en'],
    ['我们前天收到了银行的邮件，要我们补材料', 'zh_cn'],
    ['我的合伙人去世了，他的股份怎么办', 'zh_cn'],
    ['我把合伙人的CURP填错了', 'zh_cn'],
    // A report that needs no "my": since when, a record against reality, a request that Forja act on it.
    ['the identity check has said processing since monday. is that normal??', 'en'],
    ['el contrato de la cuenta que subieron sale a nombre de otra empresa', 'es'],
    ['BBVA wants our CSF by friday, can you guys speed that up?', 'en'],
    ['合伙人签字的时候验证码输错太多次，现在页面不让他签了', 'zh_cn'],
    // Their own tax document, their own contract.
    ['mi constancia de situacion fiscal dice suspendido, por que?', 'es'],
    ['our CSF shows a different tax address than the one we gave', 'en'],
    ['我们公司的CSF上显示的经济活动不对', 'zh_cn'],
    ['my contract says I must work weekends without extra pay, is it enforceable?', 'en'],
    ['mi contrato dice que no puedo trabajar para nadie más por dos años', 'es'],
    ['帮我看一下这份合同', 'zh_cn'],
    // A deadline passed, nobody told them, a record issued wrong, an authority's refusal, a thing that arrived
    // incomplete, a request that Forja do something for them.
    ['ya van 2 meses y nadie nos dijo lo del RNIE, ya se nos pasó el plazo?', 'es'],
    ['la factura salió a mi nombre y la necesitábamos a nombre de la empresa', 'es'],
    ['el banco nos pide estados de cuenta personales de los socios, eso es normal?', 'es'],
    ['seller central wants a letter proving Forja is our legal representative, can you send us one?', 'en'],
    ['there is a banner about the authorization expiring, what does that mean for us?', 'en'],
    ['经济部没批我们的名字，到底是什么问题', 'zh_cn'],
    ['testimonio寄到了，打开发现少了几页', 'zh_cn'],
    ['会计服务我们只用了三个月，剩下的钱能退吗', 'zh_cn'],
    ['el cfdi salió a nombre de mi contador y no de la empresa, lo pueden rehacer?', 'es'],
    ['llegó un requerimiento del imss por un trabajador que ya no está con nosotros', 'es'],
    ['the signed acta has Maria at 40% but we agreed on 45', 'en'],
    ['we will not import after all, can we get back the registry part of the package?', 'en'],
    ['护照被标成已过期驳回了，可护照还有半年才到期', 'zh_cn'],
    // Told by its particulars, with or without "my": a date, a name, what they did against what a screen says,
    // how long it has been, a judgment on their arrangement.
    ['el 14 de marzo pagué el registro en el rnie y en servicios no sale', 'es'],
    ['en importación dice que falta la e.firma, pero ya la sacamos el martes', 'es'],
    ["why is Aiko's proof of address marked incomplete?", 'en'],
    ['the bank says our application needs a new form', 'en'],
    ['we pay our developer as a contractor but he works full time for us, is that ok?', 'en'],
    ['4月2日你们的人说会退款，到现在还没到账', 'zh_cn'],
    ['testimonio能先别寄吗？办公室没人收', 'zh_cn'],
    ['a mi socio ya le aprobaron el comprobante, pero se cambió de casa el fin de semana', 'es'],
    ["there's no XML attached and our accountant needs it by friday", 'en'],
    ['can you just switch the login email to my new one?', 'en'],
    ['I need a letter from you saying our company is being incorporated, for my visa appointment', 'en'],
    ['¿me pueden dar una carta que diga que la empresa está en trámite?', 'es'],
    ['plan is to invoice the company from my personal RFC instead of payroll, smart setup?', 'en'],
    // A record of theirs that shows something else than what they gave; a judgment asked the other way round;
    // being charged twice in other words.
    ['la razón social en el acta viene con otro nombre, no la que pusimos', 'es'],
    ['the deed came out with a different share split, not the one we entered', 'en'],
    ['RFC上显示的地址不是我们填的', 'zh_cn'],
    ['le pagamos comisiones sin contrato a un vendedor, así está bien?', 'es'],
    ['our freelancer works only for us, could he sue us later?', 'en'],
    ['我们的兼职员工没签合同，会不会告我们', 'zh_cn'],
    ['el banco muestra 2 cargos de forja por el mismo paquete', 'es'],
    ['信用卡账单上扣了两笔会计服务费', 'zh_cn'],
    ['la gerente de fondeadora me llamó y dice que falta un documento de la empresa', 'es'],
    ['we paid the commissary service weeks ago (we are an SA de CV) and it still says pending', 'en'],
    // Advice on their own choice, a named person's situation, a plan put up for approval, what a screen says
    // against what they did.
    ['we are two founders and an angel wants equity next year, which should we pick given our plans?', 'en'],
    ['张女士的护照下个月过期，签字那天还能用吗', 'zh_cn'],
    ['el plan es facturarle todo a la empresa desde mi rfc personal y así no pagamos nómina, va?', 'es'],
    [
      "our plan is to keep the inventory in a friend's warehouse and use his address as ours, is that ok?",
      'en',
    ],
    ['en bancos sale que falta el comprobante, pero el comprobante ya lo subimos ayer', 'es'],
    // A record of theirs in a bad state; asking someone to look into their file; nobody telling them.
    ['descargué la csf y la empresa aparece como no localizada', 'es'],
    ['our RFC shows as suspended on the SAT portal, what now', 'en'],
    ['公司的rfc状态显示暂停了', 'zh_cn'],
    ['¿me pueden checar por qué no avanza lo del padrón?', 'es'],
    ['can you check why the bank step has not moved?', 'en'],
    ['帮我查一下是什么原因', 'zh_cn'],
    ['el banco pidió otro papel y nadie me dice cuál', 'es'],
    ['the notary wants something else and nobody tells us what', 'en'],
    ['公证处要补材料，没人告诉我们是什么', 'zh_cn'],
    // An authority or a bank refusing or returning their own request, told without "rejected".
    ['el SAT nos rebotó la solicitud del padrón', 'es'],
    ['the IMPI sent back our trademark filing', 'en'],
    ['el sistema ya no me deja editar los datos del socio', 'es'],
    // Their tax record missing or different, an office that turned them away.
    ["the SAT portal says our company's RFC status is suspendido", 'en'],
    ["our rfc isn't showing up in the sat portal", 'en'],
    ['the SAT office turned us away at the e.firma appointment', 'en'],
    ["why is our company's RFC different from the one on the deed?", 'en'],
    ['el rfc de la empresa no aparece en el portal del sat', 'es'],
    ['我们公司的RFC在SAT网站上查不到', 'zh_cn'],
    ['SAT窗口把我们打发走了，说证件不对', 'zh_cn'],
    // A detail of their own tax record; a contract of theirs, signed or in force, put up for an opinion.
    ["what does 'sin obligaciones' on our CSF mean?", 'en'],
    ['the RFC certificate lists our activity as consulting but we sell goods', 'en'],
    ['el sat muestra nuestro domicilio sin el número interior', 'es'],
    ['我们公司的CSF上写的经营活动不对', 'zh_cn'],
    ['our distributor agreement says disputes go to courts in Texas, does that hold up in Mexico?', 'en'],
    ['we signed an NDA with a supplier that has no end date, is it valid?', 'en'],
    ['el acuerdo con el casero se renueva solo, nos podemos salir?', 'es'],
    ['跟房东的合同自动续约了，能退出吗', 'zh_cn'],
    // A compliance opinion or a status read off a screen; a counterpart's contract they are asked to sign.
    ['the opinion de cumplimiento came out negative for us, no idea why', 'en'],
    ['nos salió la opinión de cumplimiento en negativo', 'es'],
    ['合规意见是负面的，怎么回事', 'zh_cn'],
    ['SAT portal, RFC status: Suspended. why??', 'en'],
    ['the distributor wants us to sign their template, does this contract protect us?', 'en'],
    ['el proveedor nos pide firmar su contrato con anticipo no reembolsable', 'es'],
    ['投资人发来的协议里有优先清算权，帮我看看对我们是不是不利', 'zh_cn'],
    ['mandamos los nombres y nos los rebotaron todos', 'es'],
    // A clause of their own contract, to be judged.
    ['tengo un contrato con un proveedor con una cláusula de penalización del 20 %, es mucho?', 'es'],
    ['my supplier contract has a 5 year non-compete, can they enforce it?', 'en'],
    ['我们和供应商的合同里有违约金条款，合理吗', 'zh_cn'],
    // A case told beside a hypothetical, or after "in general", is still theirs.
    [
      'si la SE no autoriza ninguno de los nombres, ¿nos regresan el dinero? a nosotros ya nos rechazaron los cinco',
      'es',
    ],
    ['if the bank declines an application, can we apply again? they rejected our application twice', 'en'],
    ['一般来说，新公司的CSF上开始经营日期会比签署日期早吗？我们的就是这样，会不会有问题', 'zh_cn'],
  ] as const)('“%s” is about the user’s own case', (message, language) => {
    expect(isOwnCase(message, language)).toBe(true);
  });

  it.each([
    ['¿por qué suelen rechazar un comprobante de domicilio?', 'es'],
    ['ya aprobaron todos mis documentos, ahora que sigue', 'es'],
    ['can the notary appointment be moved?', 'en'],
    ['地址证明有什么要求', 'zh_cn'],
    ['si me rechazan el comprobante de domicilio, ¿qué hago?', 'es'],
    ['¿hasta cuándo podemos cambiar los porcentajes?', 'es'],
    ['if the bank declines us, can we pick another one?', 'en'],
    ['如果公司名称被驳回了，怎么办', 'zh_cn'],
    ['开户的企业信息可以分几次填吗', 'zh_cn'],
    // The same shapes asked as a rule, or asking what something means, are general.
    ['si un socio fallece, qué pasa con sus acciones?', 'es'],
    ['me llegó un correo que mi empresa lleva una semana esperando, q es eso', 'es'],
    ['what happens if a partner moves abroad before signing?', 'en'],
    ['如果合伙人去世了，股份怎么办', 'zh_cn'],
    ['todavía no tenemos cuenta de banco pero hay que depositar el capital, cómo le hacemos?', 'es'],
    ['el banco pregunta cuánto vamos a mover al año, para qué lo quiere?', 'es'],
    ['Forja是我们的法定代表人，那供应商合同我们自己的人还能签吗', 'zh_cn'],
    // A sign of a case ("change", "cancel") about nothing of Forja's world is not one.
    ['how do i change a flat tire on a honda civic', 'en'],
    ['quiero cancelar mi suscripción de netflix', 'es'],
    ['想让我们的财务经理也能代表公司签字，在哪里加？', 'zh_cn'],
    ["what is the company's RFC for?", 'en'],
    ['¿qué pasa si el banco rechaza la solicitud?', 'es'],
    ['can you write me a cover letter for a sales job? our company has nothing to do with it', 'en'],
    ['me pueden hacer mi curriculum para un trabajo en el banco?', 'es'],
    ['vamos a abrir la empresa con Forja, ¿cuánto tarda?', 'es'],
    ['we plan to import from China, what does the importers registry need?', 'en'],
    ['¿qué significa que una empresa salga como no localizada en el SAT?', 'es'],
    ['what happens if an RFC is suspended?', 'en'],
    ['what happens if the bank rejected our application?', 'en'],
    ['what is an RFC status?', 'en'],
    ['what is on a CSF?', 'en'],
    ['¿qué trae la constancia de situación fiscal?', 'es'],
    ['what contracts should we sign with our first clients?', 'en'],
    ['is a contract signed with a digital signature valid in Mexico?', 'en'],
    ['跟供应商一般签什么合同', 'zh_cn'],
    ['what is the opinion de cumplimiento and how do I download it?', 'en'],
    ['what does a services contract usually include?', 'en'],
    ['¿qué cláusulas debe llevar un contrato con proveedores?', 'es'],
    ['what should a supplier contract include?', 'en'],
    ['供应商合同一般要写哪些条款', 'zh_cn'],
    ['¿me pueden decir qué documentos necesito?', 'es'],
    // Said outright to be asked in general.
    ['en general, cuando a un socio le sale rechazado su comprobante, qué se hace?', 'es'],
    ['in general, when a partner’s ID is rejected, how is it fixed?', 'en'],
    ['一般来说，地址证明被拒了怎么办', 'zh_cn'],
  ] as const)('“%s” is a general question', (message, language) => {
    expect(isOwnCase(message, language)).toBe(false);
  });
});

describe('asksOwnProgress and isPlainlyOffTopic', () => {
  it('recognises questions about the next step of the user’s company', () => {
    expect(asksOwnProgress('¿qué me falta para continuar?', 'es')).toBe(true);
    expect(asksOwnProgress("what's next?", 'en')).toBe(true);
    expect(asksOwnProgress('下一步做什么', 'zh_cn')).toBe(true);
    expect(asksOwnProgress('¿qué es una S.A.S.?', 'es')).toBe(false);
  });

  it('recognises requests outside a company-formation service', () => {
    expect(isPlainlyOffTopic('escríbeme un poema', 'es')).toBe(true);
    expect(isPlainlyOffTopic('what is the exchange rate today', 'en')).toBe(true);
    expect(isPlainlyOffTopic('人民币兑美元汇率多少', 'zh_cn')).toBe(true);
    expect(isPlainlyOffTopic('¿cuánto cuesta la constitución?', 'es')).toBe(false);
    expect(isPlainlyOffTopic('recommend a good VPN for travelling?', 'en')).toBe(true);
    expect(isPlainlyOffTopic('推荐一家好吃的墨西哥餐厅', 'zh_cn')).toBe(true);
    expect(isPlainlyOffTopic('which laptop should I buy for gaming', 'en')).toBe(true);
  });
});

describe('questionParts', () => {
  it('keeps "what does that mean?" with what it points back at', () => {
    expect(
      questionParts('en mis pasos me sale e.firma como «Bloqueado», ¿eso qué significa?', 'es'),
    ).toHaveLength(1);
    expect(
      questionParts('my checklist says Locked next to the e.firma, what does that mean?', 'en'),
    ).toHaveLength(1);
    expect(questionParts('步骤上写着未开放，这是什么意思？', 'zh_cn')).toHaveLength(1);
    // A second question that names its own subject is still a part of its own.
    expect(questionParts('me sale «Bloqueado» en la e.firma, ¿y qué es la CSF?', 'es')).toHaveLength(2);
  });

  it('cuts a question that asks two things, and keeps a simple one whole', () => {
    expect(questionParts('¿Qué es una S.A.S.? Y además, ¿con qué bancos trabajan?', 'es')).toHaveLength(2);
    expect(questionParts('what is the RFC and also how do I get the e.firma', 'en')).toHaveLength(2);
    expect(questionParts('RFC是什么？还有e.firma怎么办', 'zh_cn')).toHaveLength(2);
    expect(questionParts('¿Qué es una S.A.S.?', 'es')).toEqual(['¿Qué es una S.A.S.?']);
  });

  it('cuts at a comma or at "and" before a second question word, not inside one question', () => {
    expect(questionParts('cuanto cuesta el comisario y que hace', 'es')).toEqual([
      'cuanto cuesta el comisario',
      'que hace',
    ]);
    expect(questionParts("what's the padron, do I need it for amazon", 'en')).toHaveLength(2);
    expect(questionParts('S de RL是什么，最少几个人', 'zh_cn')).toHaveLength(2);
    expect(questionParts('documentos y comprobante de domicilio', 'es')).toHaveLength(1);
    expect(questionParts('articles and bylaws for my company', 'en')).toHaveLength(1);
  });

  it('does not cut a number at its thousands separator', () => {
    expect(questionParts('me cobraron $14,500 y luego otro cargo', 'es')).toHaveLength(1);
    expect(questionParts('I paid $21,924, when does it show as paid', 'en')).toHaveLength(2);
    expect(questionParts('扣了28,884比索', 'zh_cn')).toHaveLength(1);
    expect(questionParts('进口商登记的费用是另外付吗', 'zh_cn')).toHaveLength(1);
  });
});
