import { LEGAL_CONTACT } from './contact.ts';
import type { LocalizedLegalDocument } from './types.ts';

const { supportEmail, privacyEmail } = LEGAL_CONTACT;

/** Privacy policy of Noite, written for the LGPD (Lei 13.709/2018). Both languages keep the same sections. */
export const privacyPolicy: LocalizedLegalDocument = {
  pt: {
    title: 'Política de privacidade',
    updated: '2026-11-21',
    intro:
      'Esta política explica quais dados pessoais a Noite usa, por que usa, com quem compartilha, por quanto tempo guarda e como você pode exercer os seus direitos pela Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018). Resumo: coletamos só o necessário para o aplicativo funcionar, não vendemos os seus dados e apagamos tudo quando você exclui a sua conta.',
    sections: [
      {
        heading: '1. Quem cuida dos seus dados',
        paragraphs: [
          'A Noite é a controladora dos dados pessoais tratados no aplicativo, ou seja, é quem decide como e para que eles são usados. Esta política vale para visitantes, proprietários de estabelecimentos e administradores.',
          `O nosso encarregado pelo tratamento de dados pessoais (DPO) atende pelo e-mail ${privacyEmail}.`,
        ],
      },
      {
        heading: '2. Quais dados coletamos',
        paragraphs: [
          'Dados de cadastro: nome, e-mail, telefone com código do país e senha. A senha nunca é guardada como você a digitou: guardamos apenas uma versão embaralhada dela (hash), que não pode ser revertida.',
          'Foto de perfil: só se você decidir enviar uma.',
          'Login com Google ou Facebook: se você escolher essa opção, recebemos do provedor o seu nome, o seu e-mail e um identificador da sua conta nele. Não recebemos a sua senha dessas contas.',
          'Localização aproximada: somente se você permitir no navegador. Veja os detalhes no item 5.',
          'Uso do aplicativo: os estabelecimentos que você salvou como favoritos e os pedidos que você fez para entrar em listas de nomes de eventos.',
          'Dados de proprietários: além dos dados de cadastro, o CPF e os dados do negócio, como razão social, nome fantasia, CNPJ, inscrição estadual, endereço, CEP, telefones e e-mail do estabelecimento, e o conteúdo dos anúncios (textos, fotos, cardápios, eventos, wifi e formas de pagamento).',
          'Dados técnicos: registros de acesso (endereço IP, data e hora), a data do cadastro e do último acesso, e o tipo de dispositivo (web).',
        ],
      },
      {
        heading: '3. Para que usamos os seus dados',
        paragraphs: [
          'Para criar e manter a sua conta, permitir o seu login e mostrar o seu nome e a sua foto no aplicativo.',
          'Para mostrar os estabelecimentos mais próximos de você, guardar os seus favoritos e encaminhar os seus pedidos de lista de nomes ao estabelecimento responsável pelo evento.',
          'Para que proprietários publiquem e mantenham os seus anúncios, e para que a nossa equipe cadastre e confira proprietários e estabelecimentos.',
          'Para responder aos seus pedidos de suporte e enviar mensagens sobre a sua conta e o serviço, como links de redefinição de senha e avisos de mudanças nestes documentos. Não enviamos propaganda.',
          'Para manter o serviço seguro, prevenir fraudes e abusos, e cumprir as nossas obrigações legais.',
        ],
      },
      {
        heading: '4. Bases legais (LGPD, art. 7º)',
        paragraphs: [
          'Execução de contrato: a maior parte dos dados é tratada porque é necessária para prestar o serviço que você pediu ao criar a conta, como o cadastro, os favoritos, as listas de nomes e os anúncios dos proprietários.',
          'Consentimento: a sua localização só é usada se você autorizar no navegador, e o login com Google ou Facebook só acontece se você escolher essa opção. Você pode retirar o consentimento quando quiser, sem prejuízo do que foi feito antes.',
          'Legítimo interesse: usamos dados técnicos para proteger as contas, evitar fraudes e abusos e melhorar o funcionamento do serviço, sempre respeitando os seus direitos e as suas expectativas.',
          'Cumprimento de obrigação legal: guardamos registros de acesso pelo prazo exigido pelo Marco Civil da Internet (Lei nº 12.965/2014) e atendemos a ordens de autoridades competentes.',
          'Exercício regular de direitos: podemos usar dados quando necessários para nos defender em processos judiciais, administrativos ou arbitrais.',
        ],
      },
      {
        heading: '5. Sua localização',
        paragraphs: [
          'Ao abrir a lista de estabelecimentos, o aplicativo pede permissão para acessar a sua localização. Se você permitir, ela é usada apenas para ordenar os estabelecimentos pela distância até você, calcular a distância mostrada em cada um e exibir o nome da sua região no topo da tela.',
          'Guardamos somente a última posição que você compartilhou, ligada à sua conta, e ela é substituída a cada atualização. Não montamos um histórico dos lugares por onde você passa, não compartilhamos a sua localização com os estabelecimentos e não a usamos para propaganda.',
          'Se você não permitir, o aplicativo funciona do mesmo jeito, usando um ponto padrão (o centro de São Paulo) como referência. Você pode mudar essa permissão a qualquer momento nas configurações do seu navegador.',
          'Quando você toca no botão para ir até um estabelecimento, abrimos o seu aplicativo de mapas com as coordenadas dele. A partir daí, vale a política de privacidade do serviço de mapas que você usa.',
        ],
      },
      {
        heading: '6. Com quem compartilhamos',
        paragraphs: [
          'Não vendemos, não alugamos e não trocamos os seus dados pessoais com ninguém.',
          'Estabelecimentos: quando você pede para entrar na lista de nomes de um evento, o proprietário daquele estabelecimento recebe o seu nome, e-mail e telefone para organizar a entrada. Ele só pode usar esses dados para essa finalidade.',
          'Prestadores de serviço: empresas que nos ajudam a operar a Noite, como hospedagem, envio de e-mails e serviços de mapas, tratam dados somente seguindo as nossas instruções e com obrigações de segurança e confidencialidade.',
          'Google e Facebook: somente quando você escolhe entrar com essas contas, para confirmar a sua identidade.',
          'Autoridades: quando houver obrigação legal ou ordem judicial.',
          'Se algum prestador guardar dados fora do Brasil, isso só acontece com as garantias exigidas pela LGPD para transferências internacionais.',
        ],
      },
      {
        heading: '7. Por quanto tempo guardamos',
        paragraphs: [
          'Guardamos os seus dados enquanto a sua conta existir. As sessões de login expiram sozinhas: em 1 dia, ou em 30 dias se você marcar "lembrar de mim". Os links de redefinição de senha valem por 60 minutos e só podem ser usados uma vez.',
          'Quando a sua conta é excluída, os seus dados são apagados: perfil, foto, telefone, favoritos, pedidos em listas de nomes, última localização e sessões. Se a conta for de proprietário, também apagamos os estabelecimentos, cardápios, eventos e imagens.',
          'A exceção são os registros de acesso (IP, data e hora), que o Marco Civil da Internet nos obriga a guardar por 6 meses. Eles ficam separados, protegidos, não são usados para nenhuma outra finalidade e são apagados ao fim desse prazo.',
        ],
      },
      {
        heading: '8. Seus direitos',
        paragraphs: [
          'Pela LGPD (art. 18), você pode: confirmar se tratamos os seus dados e ter acesso a eles; corrigir dados incompletos, inexatos ou desatualizados; pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei; pedir a portabilidade dos seus dados; pedir a eliminação dos dados tratados com o seu consentimento; saber com quem compartilhamos os seus dados; saber o que acontece se você não der o consentimento; e revogar o consentimento.',
          'Muita coisa você resolve sozinho no aplicativo: editar nome, telefone, foto e senha em Minha conta, remover favoritos, sair de listas de nomes e excluir a conta.',
          `Para os demais pedidos, escreva para ${privacyEmail}. Podemos pedir alguma informação para confirmar que é você mesmo. Respondemos em até 15 dias.`,
          'Se achar que os seus direitos não foram respeitados, você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), pelo site gov.br/anpd.',
        ],
      },
      {
        heading: '9. Segurança',
        paragraphs: [
          'As senhas são guardadas apenas como hash, com um algoritmo moderno feito para isso, e nunca em texto puro. Toda a comunicação entre o seu aparelho e a Noite é criptografada (HTTPS).',
          'As sessões de login são guardadas no nosso servidor também apenas como hash, expiram sozinhas e terminam quando você sai, troca a senha ou exclui a conta. Limitamos as tentativas de login, cadastro e recuperação de senha para dificultar ataques.',
          'Fotos enviadas são convertidas antes de serem publicadas, e as informações escondidas nelas, como a localização GPS de onde a foto foi tirada, são removidas. Cada tipo de conta só acessa o que precisa: um proprietário só edita os próprios estabelecimentos, por exemplo.',
          'Nenhum sistema é 100% seguro. Se acontecer um incidente de segurança que possa trazer risco ou dano relevante a você, avisaremos você e a ANPD, como manda a lei. Você também ajuda: use uma senha forte, não a repita em outros serviços e não a compartilhe.',
        ],
      },
      {
        heading: '10. Cookies e armazenamento local',
        paragraphs: [
          'A Noite não usa cookies de propaganda nem de rastreamento de terceiros.',
          'Para funcionar, o aplicativo guarda algumas informações no armazenamento local do seu navegador: o idioma escolhido; o token da sua sessão de login, que fica guardado mesmo depois de fechar o navegador se você marcar "lembrar de mim", ou só até você fechar a aba, se não marcar; e o tipo de conta, o nome e o endereço da foto de perfil, para mostrar o cabeçalho sem esperar o servidor.',
          'Ao sair da conta, o token e os dados da conta são apagados do navegador. Você também pode limpar esses dados nas configurações do navegador, mas, sem eles, não é possível continuar conectado.',
        ],
      },
      {
        heading: '11. Menores de idade',
        paragraphs: [
          'A Noite é destinada a pessoas com 18 anos ou mais e não coleta, de propósito, dados de crianças ou adolescentes. Se soubermos que uma conta pertence a alguém com menos de 18 anos, ela será excluída com todos os seus dados.',
        ],
      },
      {
        heading: '12. Mudanças nesta política',
        paragraphs: [
          'Podemos atualizar esta política quando o serviço ou a lei mudarem. A data da última atualização fica sempre no topo desta página, e mudanças importantes são avisadas no aplicativo ou por e-mail antes de entrarem em vigor.',
        ],
      },
      {
        heading: '13. Contato do controlador',
        paragraphs: [
          `Privacidade, proteção de dados e pedidos do titular: ${privacyEmail} (encarregado pelo tratamento de dados pessoais).`,
          `Suporte geral: ${supportEmail}, de segunda a sexta-feira, das 9h às 18h (horário de Brasília).`,
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    updated: '2026-11-21',
    intro:
      'This policy explains what personal data Noite uses, why, who we share it with, how long we keep it and how you can exercise your rights under Brazil’s General Data Protection Law (LGPD, Law No. 13,709/2018). In short: we collect only what the app needs to work, we do not sell your data and we delete it all when you delete your account.',
    sections: [
      {
        heading: '1. Who looks after your data',
        paragraphs: [
          'Noite is the controller of the personal data processed in the app, which means we decide how and why it is used. This policy applies to visitors, venue owners and administrators.',
          `Our data protection officer (encarregado, DPO) can be reached at ${privacyEmail}.`,
        ],
      },
      {
        heading: '2. What data we collect',
        paragraphs: [
          'Account data: name, e-mail, phone with country code and password. Your password is never stored as you typed it: we only keep a scrambled version of it (a hash) that cannot be reversed.',
          'Profile photo: only if you choose to upload one.',
          'Google or Facebook sign-in: if you choose this option, the provider sends us your name, your e-mail and an identifier of your account there. We never receive your password for those accounts.',
          'Approximate location: only if you allow it in your browser. See section 5 for details.',
          'How you use the app: the venues you saved as favourites and your requests to join event name lists.',
          'Owners’ data: besides the account data, their CPF and business data, such as company name, trade name, CNPJ, state registration (I.E.), address, zip code (CEP), the venue’s phones and e-mail, and the content of their listings (texts, photos, menus, events, wifi and payment methods).',
          'Technical data: access records (IP address, date and time), the dates of sign-up and last sign-in, and the type of device (web).',
        ],
      },
      {
        heading: '3. What we use your data for',
        paragraphs: [
          'To create and keep your account, let you sign in and show your name and photo in the app.',
          'To show the venues nearest to you, keep your favourites and pass your name-list requests to the venue running the event.',
          'To let owners publish and maintain their listings, and to let our team register and check owners and venues.',
          'To answer your support requests and send messages about your account and the service, such as password reset links and notices of changes to these documents. We do not send advertising.',
          'To keep the service secure, prevent fraud and abuse, and meet our legal obligations.',
        ],
      },
      {
        heading: '4. Legal bases (LGPD, article 7)',
        paragraphs: [
          'Performance of a contract: most data is processed because it is needed to provide the service you asked for when you created your account, such as your registration, favourites, name lists and owners’ listings.',
          'Consent: your location is only used if you allow it in your browser, and Google or Facebook sign-in only happens if you choose it. You can withdraw consent whenever you like; this does not affect what was done before.',
          'Legitimate interest: we use technical data to protect accounts, prevent fraud and abuse and improve how the service works, always respecting your rights and expectations.',
          'Legal obligation: we keep access records for the period required by Brazil’s Internet Civil Framework (Marco Civil da Internet, Law No. 12,965/2014) and comply with orders from competent authorities.',
          'Exercise of rights: we may use data when needed to defend ourselves in legal, administrative or arbitration proceedings.',
        ],
      },
      {
        heading: '5. Your location',
        paragraphs: [
          'When you open the list of venues, the app asks for permission to access your location. If you allow it, it is used only to sort venues by their distance from you, to work out the distance shown on each one and to show the name of your area at the top of the screen.',
          'We keep only the last position you shared, linked to your account, and it is replaced each time it is updated. We do not build a history of where you go, we do not share your location with venues and we do not use it for advertising.',
          'If you do not allow it, the app works just the same, using a default point (the centre of São Paulo) as reference. You can change this permission at any time in your browser settings.',
          'When you tap the button to go to a venue, we open your maps app with the venue’s coordinates. From then on, the privacy policy of the maps service you use applies.',
        ],
      },
      {
        heading: '6. Who we share data with',
        paragraphs: [
          'We do not sell, rent or trade your personal data with anyone.',
          'Venues: when you ask to join an event’s name list, the owner of that venue receives your name, e-mail and phone to organise entry. They may only use this data for that purpose.',
          'Service providers: companies that help us run Noite, such as hosting, e-mail delivery and map services, process data only on our instructions and under security and confidentiality obligations.',
          'Google and Facebook: only when you choose to sign in with those accounts, to confirm your identity.',
          'Authorities: when there is a legal obligation or a court order.',
          'If a provider stores data outside Brazil, this only happens with the safeguards the LGPD requires for international transfers.',
        ],
      },
      {
        heading: '7. How long we keep data',
        paragraphs: [
          'We keep your data for as long as your account exists. Sign-in sessions expire on their own: after 1 day, or after 30 days if you tick "remember me". Password reset links are valid for 60 minutes and can be used only once.',
          'When your account is deleted, your data is deleted: profile, photo, phone, favourites, name-list requests, last location and sessions. For an owner’s account, we also delete their venues, menus, events and images.',
          'The exception is access records (IP, date and time), which the Internet Civil Framework requires us to keep for 6 months. They are kept separately and protected, used for no other purpose and deleted at the end of that period.',
        ],
      },
      {
        heading: '8. Your rights',
        paragraphs: [
          'Under the LGPD (article 18), you may: confirm whether we process your data and access it; correct incomplete, inaccurate or out-of-date data; ask for data that is unnecessary or processed unlawfully to be anonymised, blocked or deleted; ask for your data to be ported; ask for data processed with your consent to be deleted; find out who we share your data with; find out what happens if you do not give consent; and withdraw consent.',
          'You can do a lot yourself in the app: edit your name, phone, photo and password on My account, remove favourites, leave name lists and delete your account.',
          `For anything else, write to ${privacyEmail}. We may ask for some information to confirm it is really you. We reply within 15 days.`,
          'If you feel your rights have not been respected, you can also complain to Brazil’s National Data Protection Authority (ANPD) at gov.br/anpd.',
        ],
      },
      {
        heading: '9. Security',
        paragraphs: [
          'Passwords are stored only as a hash, with a modern algorithm designed for this, and never in plain text. All communication between your device and Noite is encrypted (HTTPS).',
          'Sign-in sessions are also stored on our server only as a hash, expire on their own and end when you sign out, change your password or delete your account. We limit attempts to sign in, sign up and recover passwords to make attacks harder.',
          'Uploaded photos are converted before they are published, and the information hidden in them, such as the GPS location where a photo was taken, is removed. Each type of account can only reach what it needs: an owner can only edit their own venues, for example.',
          'No system is 100% secure. If a security incident could bring you relevant risk or harm, we will tell you and the ANPD, as the law requires. You can help too: use a strong password, do not reuse it on other services and do not share it.',
        ],
      },
      {
        heading: '10. Cookies and local storage',
        paragraphs: [
          'Noite does not use advertising cookies or third-party tracking cookies.',
          'To work, the app keeps a few items in your browser’s local storage: the language you chose; your sign-in session token, which stays after you close the browser if you tick "remember me", or only until you close the tab if you do not; and your account type, name and profile photo address, to show the header without waiting for the server.',
          'When you sign out, the token and account details are removed from the browser. You can also clear this data in your browser settings, but without it you cannot stay signed in.',
        ],
      },
      {
        heading: '11. Minors',
        paragraphs: [
          'Noite is intended for people aged 18 or over and does not knowingly collect data from children or teenagers. If we learn that an account belongs to someone under 18, it will be deleted together with all its data.',
        ],
      },
      {
        heading: '12. Changes to this policy',
        paragraphs: [
          'We may update this policy when the service or the law changes. The date of the last update is always shown at the top of this page, and significant changes are announced in the app or by e-mail before they take effect.',
        ],
      },
      {
        heading: '13. Contact of the data controller',
        paragraphs: [
          `Privacy, data protection and data subject requests: ${privacyEmail} (data protection officer).`,
          `General support: ${supportEmail}, Monday to Friday, 9:00 to 18:00 (Brasília time).`,
        ],
      },
    ],
  },
};
