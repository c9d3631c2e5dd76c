import { LEGAL_CONTACT } from './contact.ts';
import type { LocalizedLegalDocument } from './types.ts';

const { supportEmail } = LEGAL_CONTACT;

/** The about-us text shown to visitors and owners. Both languages keep the same sections. */
export const aboutUs: LocalizedLegalDocument = {
  pt: {
    title: 'Sobre a Noite',
    updated: '2026-11-21',
    intro:
      'A Noite nasceu para responder a uma pergunta simples: aonde a gente vai hoje? Reunimos bares, pubs, baladas, lounges e restaurantes perto de você, com tudo o que você precisa saber antes de sair de casa.',
    sections: [
      {
        heading: 'Explore o que está perto de você',
        paragraphs: [
          'Com a sua permissão, usamos a sua localização para mostrar primeiro os lugares mais próximos, com a distância em quilômetros. Busque pelo nome ou endereço e use os filtros para encontrar o tipo de lugar, o estilo de música, os eventos com entrada grátis ou com música ao vivo.',
          'Gostou de um lugar? Toque no coração para salvá-lo nos seus favoritos e encontrá-lo depressa da próxima vez.',
        ],
      },
      {
        heading: 'Tudo o que você precisa saber antes de sair',
        paragraphs: [
          'Cada estabelecimento tem fotos, cardápio organizado por categorias e as formas de pagamento aceitas: cartões de crédito e de débito, vale-refeição, Pix e PicPay.',
          'Você também encontra o nome e a senha do wifi, o texto de apresentação da casa e os contatos, com telefone pelo WhatsApp, Instagram e Facebook.',
        ],
      },
      {
        heading: 'Eventos da semana e listas de nomes',
        paragraphs: [
          'Veja a programação dos próximos sete dias: nome do evento, horário, estilo de música, se tem música ao vivo e quanto custa a entrada, em reais.',
          'Quando o evento tem lista de nomes, é só pedir para entrar. O estabelecimento confirma o seu nome, e você acompanha tudo pelo aplicativo.',
        ],
      },
      {
        heading: 'Como chegar',
        paragraphs: [
          'Decidiu aonde ir? Toque no botão de localização e a Noite abre o seu aplicativo de mapas preferido com a rota até a porta.',
        ],
      },
      {
        heading: 'Para proprietários: gerencie o seu estabelecimento',
        paragraphs: [
          'Se você tem um bar, pub, balada, lounge ou restaurante, a Noite é a sua vitrine. Pelo aplicativo, você mantém em dia o texto de apresentação e os contatos, o cardápio, os eventos da semana, as fotos (logotipo e até cinco banners), os dados do wifi e as formas de pagamento aceitas.',
          'Nas listas de nomes, você vê quem pediu para entrar em cada evento e confirma cada pessoa com um toque.',
          'Ainda não tem conta de proprietário? Fale com a gente pelo link de contato na tela de login. A nossa equipe cadastra você e o seu estabelecimento.',
        ],
      },
      {
        heading: 'Nosso compromisso',
        paragraphs: [
          'A Noite fica no ar 24 horas por dia, 7 dias por semana. A sua localização serve apenas para ordenar os lugares pela distância, nunca vendemos os seus dados e você pode excluir a sua conta quando quiser.',
          `Precisa de ajuda? O nosso suporte atende de segunda a sexta-feira, das 9h às 18h (horário de Brasília), pelo e-mail ${supportEmail}.`,
        ],
      },
    ],
  },
  en: {
    title: 'About Noite',
    updated: '2026-11-21',
    intro:
      'Noite was created to answer a simple question: where shall we go tonight? We bring together bars, pubs, clubs, lounges and restaurants near you, with everything you need to know before you head out.',
    sections: [
      {
        heading: 'Explore what is near you',
        paragraphs: [
          'With your permission, we use your location to show the nearest places first, with the distance in kilometres. Search by name or address and use the filters to find the type of place, the music style, and events with free entry or live music.',
          'Like a place? Tap the heart to save it to your favourites and find it quickly next time.',
        ],
      },
      {
        heading: 'Everything you need to know before you go',
        paragraphs: [
          'Every venue has photos, a menu organised by category and the payment methods it accepts: credit and debit cards, meal vouchers, Pix and PicPay.',
          'You will also find the wifi name and password, the venue’s description and its contacts, with phone via WhatsApp, Instagram and Facebook.',
        ],
      },
      {
        heading: 'This week’s events and name lists',
        paragraphs: [
          'See what is on over the next seven days: event name, times, music style, whether there is live music and how much entry costs, in Brazilian reais.',
          'When an event has a name list, just ask to join. The venue confirms your name, and you follow it all in the app.',
        ],
      },
      {
        heading: 'Getting there',
        paragraphs: [
          'Made up your mind? Tap the location button and Noite opens your favourite maps app with directions to the door.',
        ],
      },
      {
        heading: 'For owners: manage your venue',
        paragraphs: [
          'If you run a bar, pub, club, lounge or restaurant, Noite is your shop window. In the app you keep your description and contacts, menu, this week’s events, photos (logo and up to five banners), wifi details and accepted payment methods up to date.',
          'With name lists, you see who asked to join each event and confirm each person with a tap.',
          'No owner account yet? Contact us through the link on the sign-in screen. Our team will register you and your venue.',
        ],
      },
      {
        heading: 'Our commitment',
        paragraphs: [
          'Noite is available 24 hours a day, 7 days a week. Your location is used only to sort places by distance, we never sell your data and you can delete your account whenever you want.',
          `Need help? Our support team is available Monday to Friday, 9:00 to 18:00 (Brasília time), at ${supportEmail}.`,
        ],
      },
    ],
  },
};
