import { LEGAL_CONTACT } from './contact.ts';
import type { LocalizedLegalDocument } from './types.ts';

const { supportEmail, privacyEmail } = LEGAL_CONTACT;

/** Terms of use and service of Noite. Both languages keep the same sections in the same order. */
export const termsOfUse: LocalizedLegalDocument = {
  pt: {
    title: 'Termos de uso e de serviço',
    updated: '2026-11-21',
    intro:
      'Estes termos explicam, em linguagem simples, as regras para usar a Noite: o aplicativo que ajuda você a encontrar bares, pubs, baladas, lounges e restaurantes perto de você, e que permite aos proprietários desses lugares manter as informações dos seus estabelecimentos. Leia com atenção. Se tiver qualquer dúvida, fale com a gente.',
    sections: [
      {
        heading: '1. Sobre estes termos',
        paragraphs: [
          'Quando falamos em "Noite", "nós" ou "nosso", estamos falando do serviço Noite e da empresa responsável por ele. Quando falamos em "você", estamos falando de quem usa o aplicativo, com ou sem conta.',
          'Ao criar uma conta, aceitar estes termos na tela de cadastro ou no primeiro acesso, ou simplesmente continuar usando a Noite, você concorda com estes termos e com a nossa Política de Privacidade, que explica como tratamos os seus dados pessoais. Se não concordar, não use o serviço.',
        ],
      },
      {
        heading: '2. Quem pode usar a Noite',
        paragraphs: [
          'A Noite é feita para pessoas com 18 anos ou mais. Muitos dos lugares listados servem bebidas alcoólicas, cuja venda a menores de idade é proibida no Brasil. Ao usar o serviço, você confirma que tem pelo menos 18 anos.',
          'Cada conta é pessoal e pertence a uma única pessoa. Você deve informar dados verdadeiros (nome, e-mail, telefone) e mantê-los atualizados na tela Minha conta.',
        ],
      },
      {
        heading: '3. Tipos de conta',
        paragraphs: [
          'Visitante: qualquer pessoa que cumpra o item 2 pode criar uma conta de visitante com e-mail e senha, ou entrar com uma conta do Google ou do Facebook. Com ela, você explora estabelecimentos, salva favoritos e pede para entrar na lista de nomes de eventos.',
          'Proprietário: é a conta de quem administra um ou mais estabelecimentos. Ela não é criada pelo próprio aplicativo: o proprietário entra em contato com a gente pelo link disponível na tela de login, e a nossa equipe confere as informações, cria a conta e cadastra os estabelecimentos. No primeiro acesso, o proprietário precisa aceitar estes termos.',
          'Administrador: é a conta da equipe da Noite, usada para cadastrar proprietários e estabelecimentos, ativar ou desativar anúncios e cuidar do bom funcionamento do serviço.',
          'Em qualquer tipo de conta, você é responsável por manter a sua senha em segredo e por tudo o que for feito com o seu acesso. Se perceber algum uso que não foi seu, troque a senha imediatamente e avise o nosso suporte.',
        ],
      },
      {
        heading: '4. O que a Noite oferece',
        paragraphs: [
          'A Noite é um guia: mostra estabelecimentos ordenados pela distância até você, com fotos, cardápios, formas de pagamento aceitas, rede wifi, contatos, eventos da semana e listas de nomes, além de um atalho para abrir a rota no seu aplicativo de mapas.',
          'A Noite não vende ingressos, não faz reservas, não recebe pagamentos e não intermedeia o consumo. O que você compra e paga em um estabelecimento é uma relação entre você e aquele estabelecimento.',
          'Pedir para entrar em uma lista de nomes não garante a sua entrada. Quem confirma o pedido e decide sobre a entrada, a lotação e as regras da casa é o próprio estabelecimento.',
        ],
      },
      {
        heading: '5. Responsabilidades dos proprietários',
        paragraphs: [
          'O proprietário é o responsável pelas informações que publica sobre o seu estabelecimento: nome, endereço, horários, texto de apresentação, contatos, cardápio, eventos, atrações, preços, valores de entrada, formas de pagamento, dados do wifi e fotos. Essas informações devem ser verdadeiras, claras e mantidas em dia.',
          'Os preços e valores de entrada devem ser informados em reais (R$). Pelo Código de Defesa do Consumidor, a informação divulgada ao público obriga quem a divulga: se um preço ou condição mudar, atualize o anúncio antes de aplicar a mudança.',
          'O proprietário só pode publicar fotos, logotipos e textos que tenha o direito de usar, e não pode publicar conteúdo enganoso, ofensivo ou que desrespeite direitos de terceiros.',
          'Nas listas de nomes, o proprietário recebe o nome, o e-mail e o telefone de quem pediu para entrar. Esses dados só podem ser usados para organizar a entrada naquele evento, de acordo com a Lei Geral de Proteção de Dados (LGPD). Não é permitido usá-los para propaganda, repassá-los a terceiros ou guardá-los depois do evento sem uma base legal para isso.',
          'O proprietário também responde pelo cumprimento das leis que se aplicam ao seu negócio, como alvarás, regras de lotação, normas sanitárias e a proibição de venda de bebidas alcoólicas a menores de 18 anos.',
        ],
      },
      {
        heading: '6. Uso aceitável',
        paragraphs: [
          'Use a Noite de forma honesta e respeitosa. Não é permitido: fingir ser outra pessoa ou outro estabelecimento; informar dados falsos; pedir entrada em listas de nomes em nome de terceiros sem autorização; publicar conteúdo ilegal, discriminatório, violento, sexualmente explícito ou que incentive o consumo abusivo de álcool; enviar spam; ou usar o serviço para assediar alguém.',
          'Também não é permitido tentar acessar contas ou dados de outras pessoas, burlar as regras de segurança, sobrecarregar o sistema, copiar o conteúdo em massa com robôs ou programas automáticos, ou usar a Noite para qualquer finalidade contrária à lei brasileira.',
          'Se uma conta descumprir estes termos, podemos remover o conteúdo em questão, suspender ou bloquear a conta. Sempre que possível, avisaremos antes e explicaremos o motivo, e você poderá apresentar a sua versão pelo suporte.',
        ],
      },
      {
        heading: '7. Conteúdo e propriedade intelectual',
        paragraphs: [
          'Os textos, fotos e logotipos enviados pelos proprietários continuam pertencendo a eles. Ao publicá-los, o proprietário autoriza a Noite, sem custo, a exibi-los no aplicativo enquanto o anúncio estiver ativo.',
          'A marca Noite, o visual do aplicativo e o seu software pertencem à Noite e não podem ser copiados ou usados sem a nossa autorização.',
          `Se você encontrar uma informação errada ou um conteúdo que viole direitos, avise pelo e-mail ${supportEmail}. Vamos analisar e, se for o caso, corrigir ou remover o conteúdo.`,
        ],
      },
      {
        heading: '8. Disponibilidade do serviço',
        paragraphs: [
          'A Noite fica disponível 24 horas por dia, 7 dias por semana (24/7). Fazemos o nosso melhor para que o serviço funcione sem interrupções, mas não podemos garantir que ele nunca ficará fora do ar.',
          'De tempos em tempos, precisamos fazer manutenções para corrigir problemas, melhorar a segurança ou lançar novidades. Sempre que possível, elas acontecem de madrugada, no horário de Brasília, e as manutenções programadas são avisadas com antecedência no aplicativo.',
          'Algumas funções dependem de serviços de terceiros, como os aplicativos de mapas, o login com Google ou Facebook e o WhatsApp. Falhas nesses serviços não dependem de nós, mas faremos o possível para reduzir o impacto para você.',
        ],
      },
      {
        heading: '9. Suporte',
        paragraphs: [
          'O nosso atendimento funciona em horário comercial: de segunda a sexta-feira, das 9h às 18h (horário de Brasília), exceto feriados nacionais.',
          `Você pode falar com o suporte pelo e-mail ${supportEmail}. Proprietários também contam com o link de conversa pelo WhatsApp disponível no aplicativo. Mensagens enviadas fora do horário de atendimento são respondidas a partir do próximo dia útil.`,
        ],
      },
      {
        heading: '10. Cancelamento e exclusão da conta',
        paragraphs: [
          'Você pode cancelar a sua conta a qualquer momento, sem custo e sem precisar justificar. Visitantes fazem isso direto no aplicativo, em Minha conta, no botão Excluir conta. Proprietários pedem o cancelamento ao nosso suporte, e a nossa equipe exclui a conta e os estabelecimentos ligados a ela.',
          'Quando uma conta é excluída, os dados dela são apagados: perfil, foto, telefone, favoritos, pedidos em listas de nomes, última localização e sessões abertas. No caso de proprietários, também são apagados os estabelecimentos, cardápios, eventos e imagens. A exclusão é definitiva e não pode ser desfeita.',
          'A única exceção são os registros que a lei nos obriga a guardar por um prazo determinado, como os registros de acesso exigidos pelo Marco Civil da Internet. Eles ficam separados, não são usados para nenhuma outra finalidade e são apagados ao fim do prazo legal. Os detalhes estão na Política de Privacidade.',
        ],
      },
      {
        heading: '11. Limites de responsabilidade',
        paragraphs: [
          'As informações de cada estabelecimento são publicadas pelo seu proprietário. Nós não conferimos cada preço ou evento antes da publicação, mas agimos quando recebemos um aviso de erro ou abuso.',
          'A Noite não responde pelo atendimento, pelos produtos ou pelos preços praticados pelos estabelecimentos, nem por serviços de terceiros acessados a partir do aplicativo. Nada nestes termos limita os direitos que você tem como consumidor pela lei brasileira.',
        ],
      },
      {
        heading: '12. Mudanças nestes termos',
        paragraphs: [
          'Podemos atualizar estes termos para acompanhar mudanças no serviço ou na lei. A data da última atualização fica sempre no topo desta página.',
          'Se a mudança for importante, avisaremos no aplicativo ou por e-mail antes de ela entrar em vigor. Se não concordar com a nova versão, você pode cancelar a sua conta a qualquer momento. Se continuar usando a Noite depois da data de vigência, entenderemos que você concorda com os novos termos.',
        ],
      },
      {
        heading: '13. Lei aplicável e foro',
        paragraphs: [
          'Estes termos seguem as leis da República Federativa do Brasil, incluindo o Código de Defesa do Consumidor, o Marco Civil da Internet e a Lei Geral de Proteção de Dados.',
          'Antes de tudo, queremos resolver qualquer problema em conversa direta pelo suporte; você também pode usar a plataforma consumidor.gov.br ou o Procon. Se for preciso ir à Justiça, visitantes podem escolher o foro do seu próprio domicílio. Nos demais casos, inclusive nas relações com proprietários, fica eleito o foro da comarca de São Paulo, SP.',
        ],
      },
      {
        heading: '14. Contato',
        paragraphs: [
          `Dúvidas sobre estes termos ou sobre o serviço: ${supportEmail}, de segunda a sexta-feira, das 9h às 18h (horário de Brasília).`,
          `Assuntos de privacidade e proteção de dados: ${privacyEmail}.`,
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use and service',
    updated: '2026-11-21',
    intro:
      'These terms explain, in plain language, the rules for using Noite: the app that helps you find bars, pubs, clubs, lounges and restaurants near you, and lets the owners of those places keep their venues’ information up to date. Please read them carefully. If anything is unclear, get in touch.',
    sections: [
      {
        heading: '1. About these terms',
        paragraphs: [
          'When we say "Noite", "we" or "our", we mean the Noite service and the company responsible for it. When we say "you", we mean anyone using the app, with or without an account.',
          'By creating an account, accepting these terms on the sign-up screen or at your first sign-in, or simply continuing to use Noite, you agree to these terms and to our Privacy Policy, which explains how we handle your personal data. If you do not agree, please do not use the service.',
        ],
      },
      {
        heading: '2. Who may use Noite',
        paragraphs: [
          'Noite is made for people aged 18 or over. Many of the places listed serve alcoholic drinks, which may not be sold to minors in Brazil. By using the service, you confirm that you are at least 18 years old.',
          'Each account is personal and belongs to one person only. You must provide true information (name, e-mail, phone) and keep it up to date on the My account screen.',
        ],
      },
      {
        heading: '3. Types of account',
        paragraphs: [
          'Visitor: anyone who meets section 2 can create a visitor account with an e-mail and password, or sign in with a Google or Facebook account. With it, you can explore venues, save favourites and ask to join the name list of events.',
          'Owner: the account of someone who runs one or more venues. It is not created in the app itself: the owner contacts us through the link on the sign-in screen, and our team checks the details, creates the account and registers the venues. At their first sign-in, owners must accept these terms.',
          'Administrator: the account of the Noite team, used to register owners and venues, turn listings on or off and keep the service running well.',
          'Whatever your type of account, you are responsible for keeping your password secret and for everything done with your access. If you notice any activity that was not yours, change your password at once and tell our support team.',
        ],
      },
      {
        heading: '4. What Noite offers',
        paragraphs: [
          'Noite is a guide: it shows venues sorted by their distance from you, with photos, menus, accepted payment methods, wifi network, contacts, this week’s events and name lists, plus a shortcut that opens directions in your maps app.',
          'Noite does not sell tickets, take bookings, receive payments or act as an intermediary in what you consume. What you buy and pay for at a venue is a matter between you and that venue.',
          'Asking to join a name list does not guarantee entry. The venue itself confirms requests and decides on entry, capacity and house rules.',
        ],
      },
      {
        heading: '5. Owners’ responsibilities',
        paragraphs: [
          'Owners are responsible for the information they publish about their venue: name, address, opening times, description, contacts, menu, events, line-ups, prices, entry fees, payment methods, wifi details and photos. This information must be true, clear and kept up to date.',
          'Prices and entry fees must be given in Brazilian reais (R$). Under the Brazilian Consumer Protection Code, information offered to the public binds whoever publishes it: if a price or condition changes, update the listing before applying the change.',
          'Owners may only publish photos, logos and texts they have the right to use, and may not publish content that is misleading, offensive or that infringes the rights of others.',
          'With name lists, owners receive the name, e-mail and phone of the people who asked to join. This data may only be used to organise entry to that event, in line with Brazil’s General Data Protection Law (LGPD). It may not be used for advertising, passed on to others or kept after the event without a legal basis to do so.',
          'Owners are also responsible for complying with the laws that apply to their business, such as licences, capacity limits, health and safety rules and the ban on selling alcoholic drinks to anyone under 18.',
        ],
      },
      {
        heading: '6. Acceptable use',
        paragraphs: [
          'Use Noite honestly and respectfully. You may not: pretend to be another person or venue; provide false information; ask to join name lists on behalf of others without their permission; publish content that is illegal, discriminatory, violent, sexually explicit or that encourages excessive drinking; send spam; or use the service to harass anyone.',
          'You also may not try to access other people’s accounts or data, get around security measures, overload the system, copy content in bulk with bots or automated tools, or use Noite for any purpose that breaks Brazilian law.',
          'If an account breaks these terms, we may remove the content concerned, or suspend or block the account. Whenever possible, we will warn you first and explain why, and you can give your side of the story through support.',
        ],
      },
      {
        heading: '7. Content and intellectual property',
        paragraphs: [
          'Texts, photos and logos uploaded by owners remain theirs. By publishing them, owners allow Noite, free of charge, to display them in the app while the listing is active.',
          'The Noite brand, the look of the app and its software belong to Noite and may not be copied or used without our permission.',
          `If you find wrong information or content that infringes someone’s rights, let us know at ${supportEmail}. We will look into it and, where appropriate, correct or remove the content.`,
        ],
      },
      {
        heading: '8. Service availability',
        paragraphs: [
          'Noite is available 24 hours a day, 7 days a week (24/7). We do our best to keep the service running without interruption, but we cannot guarantee that it will never be down.',
          'From time to time we need maintenance windows to fix problems, improve security or release new features. Whenever possible they take place in the early hours of the morning, Brasília time, and planned maintenance is announced in the app in advance.',
          'Some features rely on third-party services, such as maps apps, Google or Facebook sign-in and WhatsApp. Failures in those services are outside our control, but we will do what we can to reduce the impact on you.',
        ],
      },
      {
        heading: '9. Support',
        paragraphs: [
          'Our support team works during business hours: Monday to Friday, 9:00 to 18:00 (Brasília time), except on national public holidays.',
          `You can reach support by e-mail at ${supportEmail}. Owners can also use the WhatsApp chat link available in the app. Messages sent outside business hours are answered from the next business day.`,
        ],
      },
      {
        heading: '10. Cancelling and deleting your account',
        paragraphs: [
          'You can cancel your account at any time, free of charge and without giving a reason. Visitors do this directly in the app, on My account, with the Delete account button. Owners ask our support team, and our team deletes the account and the venues linked to it.',
          'When an account is deleted, its data is deleted: profile, photo, phone, favourites, name-list requests, last location and open sessions. For owners, their venues, menus, events and images are deleted too. Deletion is permanent and cannot be undone.',
          'The only exception is records that the law requires us to keep for a set period, such as the access records required by Brazil’s Internet Civil Framework (Marco Civil da Internet). They are kept separately, used for no other purpose and deleted at the end of the legal period. The details are in the Privacy Policy.',
        ],
      },
      {
        heading: '11. Limits of liability',
        paragraphs: [
          'Each venue’s information is published by its owner. We do not check every price or event before it is published, but we act when we are told about an error or abuse.',
          'Noite is not responsible for the service, products or prices of the venues, nor for third-party services reached from the app. Nothing in these terms limits the rights you have as a consumer under Brazilian law.',
        ],
      },
      {
        heading: '12. Changes to these terms',
        paragraphs: [
          'We may update these terms to keep up with changes in the service or in the law. The date of the last update is always shown at the top of this page.',
          'If a change is significant, we will tell you in the app or by e-mail before it takes effect. If you do not agree with the new version, you can cancel your account at any time. If you keep using Noite after the effective date, we will take it that you accept the new terms.',
        ],
      },
      {
        heading: '13. Governing law and jurisdiction',
        paragraphs: [
          'These terms are governed by the laws of the Federative Republic of Brazil, including the Consumer Protection Code, the Internet Civil Framework and the General Data Protection Law.',
          'First of all, we want to solve any problem by talking directly through support; you can also use the consumidor.gov.br platform or Procon. If a case has to go to court, visitors may choose the courts of their own place of residence. In all other cases, including dealings with owners, the courts of the city of São Paulo, SP, are chosen.',
        ],
      },
      {
        heading: '14. Contact',
        paragraphs: [
          `Questions about these terms or the service: ${supportEmail}, Monday to Friday, 9:00 to 18:00 (Brasília time).`,
          `Privacy and data protection matters: ${privacyEmail}.`,
        ],
      },
    ],
  },
};
