import type { MusicStyle } from '@noite/shared';
import type { Random } from './random.ts';
import { addDays, weekday, zonedTime } from '../../lib/time.ts';
import type { MenuProfile, VenueSeed } from './venues.ts';

/** Event names per style: at most 15 characters, no emoji (spec §5). */
export const EVENT_NAMES: Record<MusicStyle, readonly string[]> = {
  Eletrônica: ['House Session', 'Techno Club', 'Deep House', 'Noite Eletro'],
  Axé: ['Axé Total', 'Bloco da Casa', 'Carnaval Fora'],
  Country: ['Noite Country', 'Country Night', 'Rodeio Show'],
  Forró: ['Forró Raiz', 'Xote e Baião', 'Forró de Quarta', 'Arrasta Pé'],
  Reggae: ['Reggae Roots', 'Sound System', 'Noite do Reggae'],
  Sertanejo: ['Modão', 'Sertanejo Top', 'Viola Caipira', 'Moda de Viola'],
  Samba: ['Roda de Samba', 'Samba de Raiz', 'Sambinha', 'Samba da Casa'],
  Pagode: ['Pagode do Bom', 'Pagode 90', 'Pagodão'],
  Gospel: ['Louvor ao Vivo', 'Noite Gospel'],
  Funk: ['Baile Funk', 'Funk Mix', 'Baile da Casa'],
  Blues: ['Blues Night', 'Noite do Blues', 'Blues e Chopp'],
  Jazz: ['Noite do Jazz', 'Jazz Trio', 'Jam Session', 'Jazz e Vinho'],
  Pop: ['Hits Pop', 'Pop Party', 'Flashback', 'Karaokê Pop'],
  Rock: ['Rock Clássico', 'Sexta Rock', 'Rock Nacional', 'Tributo Rock'],
  'Hip-hop': ['Hip-hop Night', 'Black Music', 'Noite Hip-hop'],
  Rap: ['Batalha de Rima', 'Rap Nacional', 'Cypher da Casa'],
  'Heavy metal': ['Noite do Metal', 'Metal Pesado', 'Headbangers'],
  Punk: ['Punk Rock Fest', 'Noite Punk'],
  Mpb: ['Voz e Violão', 'Noite MPB', 'MPB Acústico', 'MPB na Varanda'],
};

const LIVE_LINES: Record<MusicStyle, string> = {
  Eletrônica: 'Set ao vivo de DJs convidados com projeções na pista.',
  Axé: 'Banda ao vivo com os maiores sucessos do axé e do carnaval baiano.',
  Country: 'Banda country ao vivo, com aula de line dance para quem quiser aprender.',
  Forró: 'Trio pé de serra ao vivo: sanfona, zabumba e triângulo a noite toda.',
  Reggae: 'Banda de reggae roots ao vivo seguida de sound system.',
  Sertanejo: 'Dupla sertaneja ao vivo com modões e os sucessos do momento.',
  Samba: 'Roda de samba ao vivo com músicos da casa e canjas de convidados.',
  Pagode: 'Grupo de pagode ao vivo com os clássicos dos anos 90 e os lançamentos.',
  Gospel: 'Louvor ao vivo com banda e coral convidado.',
  Funk: 'MCs convidados ao vivo e DJ residente.',
  Blues: 'Banda de blues ao vivo com guitarra, gaita e muita alma.',
  Jazz: 'Trio de jazz ao vivo com standards e composições autorais.',
  Pop: 'Banda cover ao vivo com os hits pop que todo mundo canta junto.',
  Rock: 'Bandas de rock ao vivo tocando clássicos e músicas autorais.',
  'Hip-hop': 'Show ao vivo de artistas da cena hip-hop paulistana.',
  Rap: 'Batalha de rima com MCs da cidade e show de encerramento.',
  'Heavy metal': 'Duas bandas de metal ao vivo, som pesado do começo ao fim.',
  Punk: 'Bandas punk ao vivo, rodas e muita energia.',
  Mpb: 'Voz e violão ao vivo com clássicos da música popular brasileira.',
};

const DJ_LINES: Record<MusicStyle, string> = {
  Eletrônica: 'DJ residente com house e techno até o fechamento.',
  Axé: 'DJ com seleção de axé dos anos 90 até hoje.',
  Country: 'Playlist country e sertaneja com DJ da casa.',
  Forró: 'Seleção de forró com DJ para dançar a dois.',
  Reggae: 'Sound system com seleção de reggae roots e dub.',
  Sertanejo: 'DJ com o melhor do sertanejo universitário.',
  Samba: 'Seleção de sambas clássicos com DJ da casa.',
  Pagode: 'DJ com os pagodes que marcaram época.',
  Gospel: 'Seleção de música gospel com DJ convidado.',
  Funk: 'DJ residente com o melhor do funk nacional.',
  Blues: 'Seleção de discos de blues em vinil.',
  Jazz: 'Seleção de jazz em vinil para acompanhar os drinques.',
  Pop: 'DJ com os hits pop do momento e flashbacks.',
  Rock: 'DJ com clássicos do rock nacional e internacional.',
  'Hip-hop': 'DJ com hip-hop, R&B e black music.',
  Rap: 'DJ com rap nacional e internacional.',
  'Heavy metal': 'Seleção de metal clássico com o DJ da casa.',
  Punk: 'DJ com punk rock e hardcore.',
  Mpb: 'Seleção de MPB para uma noite tranquila.',
};

const EXTRAS = [
  'Chopp em dobro até as 21h.',
  'Reservas de mesa pelo WhatsApp.',
  'Aniversariantes com nome na lista não pagam entrada.',
  'Proibida a entrada de menores de 18 anos.',
  'Traje livre.',
  'Cozinha aberta até o fim do evento.',
  'Ingressos limitados, chegue cedo.',
];

/** Entry fees: letters, digits and spaces only, at most 20 characters (spec §5); the app shows them as R$. */
const BAR_ENTRIES = ['Couvert 15', 'Couvert 20', 'Couvert 25', '20', '25', '30'];
const LOUNGE_ENTRIES = ['40', '50', 'Antecipado 35', 'Masc 50 Fem 30', 'Consumo 80'];
const CLUB_ENTRIES = ['Masc 60 Fem 30', 'Masc 80 Fem 40', '50', 'Antecipado 45', '70', 'Lista 30 Porta 50'];

interface Hours {
  start: string;
  end: string;
}

/** Local opening hours of an event by venue profile and weekday (0 = Sunday). An end before the start is the next day. */
function hoursFor(profile: MenuProfile, day: number, random: Random): Hours {
  const weekend = day === 5 || day === 6;
  switch (profile) {
    case 'club':
      return weekend ? { start: '23:00', end: '05:00' } : { start: random.pick(['22:00', '22:30']), end: '03:00' };
    case 'lounge':
    case 'hookah':
      return weekend ? { start: '21:00', end: '03:00' } : { start: '19:00', end: '01:00' };
    case 'italian':
    case 'pizzeria':
    case 'burger':
    case 'izakaya':
      return day === 0 ? { start: '12:00', end: '17:00' } : { start: '19:00', end: weekend ? '00:30' : '23:30' };
    case 'cafe':
    case 'acai':
      return { start: '18:00', end: weekend ? '23:59' : '22:00' };
    default:
      if (day === 0) return { start: '15:00', end: '21:00' };
      return weekend ? { start: '20:00', end: '02:00' } : { start: random.pick(['18:00', '19:00']), end: '00:00' };
  }
}

export interface SeedEvent {
  eventDate: string;
  eventName: string;
  startTime: Date;
  endTime: Date;
  description: string | null;
  isFree: boolean;
  isLive: boolean;
  musicStyle: MusicStyle;
  entry: string | null;
  eventWithList: boolean;
}

/** Events for most of the 7 days from `today` (a local day in `timeZone`). */
export function eventsFor(
  venue: VenueSeed,
  today: string,
  timeZone: string,
  random: Random,
  /** Open tonight with a name list, whatever the weekday: the demo owner's /list shows a door night. */
  options: { doorNight?: boolean } = {},
): SeedEvent[] {
  const events: SeedEvent[] = [];
  const nightlife = venue.menu === 'club' || venue.menu === 'lounge' || venue.menu === 'hookah';
  // One closed weekday per venue (clubs close early in the week).
  const closed = nightlife ? random.pick([1, 2]) : random.pick([1, 2, 0]);
  // Now and then a second quiet weekday, never Friday or Saturday.
  const quiet = random.chance(0.3) ? random.pick([0, 1, 2, 3, 4]) : closed;
  for (let offset = 0; offset < 7; offset++) {
    const eventDate = addDays(today, offset);
    const day = weekday(eventDate);
    const doorNight = options.doorNight === true && offset === 0;
    if ((day === closed || day === quiet) && !doorNight) continue;
    const weekend = day === 5 || day === 6;
    // The venue's main style most nights, the others now and then.
    const musicStyle = random.chance(0.55) ? (venue.styles[0] as MusicStyle) : random.pick(venue.styles);
    const isLive = nightlife ? random.chance(0.3) : random.chance(weekend ? 0.75 : 0.45);
    const isFree = venue.menu === 'club' ? false : random.chance(nightlife || weekend ? 0.35 : 0.7);
    const entries = venue.menu === 'club' ? CLUB_ENTRIES : nightlife ? LOUNGE_ENTRIES : BAR_ENTRIES;
    const entry = isFree ? null : random.pick(entries);
    const hours = hoursFor(venue.menu, day, random);
    const endDay = hours.end <= hours.start ? addDays(eventDate, 1) : eventDate;
    const description = random.chance(0.1)
      ? null
      : [isLive ? LIVE_LINES[musicStyle] : DJ_LINES[musicStyle], random.pick(EXTRAS)].join(' ');
    events.push({
      eventDate,
      eventName: random.pick(EVENT_NAMES[musicStyle]),
      startTime: zonedTime(eventDate, hours.start, timeZone),
      endTime: zonedTime(endDay, hours.end, timeZone),
      description,
      isFree,
      isLive,
      musicStyle,
      entry,
      eventWithList: random.chance(nightlife ? 0.55 : 0.2) || doorNight,
    });
  }
  return events;
}
