/**
 * The Islamic Foundation Bangladesh's Sehri and Iftar for Dhaka, Ramadan 1446, as the press printed
 * them: every day we could find, and nothing else (README.md beside this file lists the sources and
 * the two blogs that disagree). The Foundation's own table is an image; these are the reported figures.
 * 17 to 30 March were not found in print.
 */
export type PublishedDay = { date: string; sehri: string; iftar: string; sources: readonly string[] };

const banglaTribune =
  'Bangla Tribune, "সেহরির শেষ ও ইফতার শুরুর সময়সূচি ২০২৫", banglatribune.com/iftar-sehri-time';
const twinPost = 'Twin Post BD, "রোজার সেহরি ও ইফতারের সময়সূচি ২০২৫"';
const mobilePrice = 'mobilepriceinbdt.com, "২০২৫ সালের রমজান মাসের ক্যালেন্ডার (ঢাকা)"';
const damkoto = 'damkotobdt.com, "সেহরি ও ইফতারের সময়সূচি ২০২৫" (March 2025)';
const sobujPrantho = 'sobujprantho.com, "সেহরি ও ইফতারের সময়সূচি ২০২৫" (February 2025)';
const bangladesherKhabor = 'Bangladesher Khabor, 7 March 2025 (Iftar that day, Sehri on 8 March)';
const eiMattro = 'Ei Mattro, 11 March 2025 (10 and 30 Ramadan)';
const newsSphere = 'News Sphere BD, "রমজান ২০২৫ সেহরি ও ইফতারের সময়সূচি প্রকাশ করলো ইসলামিক ফাউন্ডেশন"';
const dhakaPost = 'Dhaka Post, 1 March 2025 (1 and 30 Ramadan)';

export const foundationDhaka1446: readonly PublishedDay[] = [
  {
    date: '2025-03-02',
    sehri: '05:04',
    iftar: '18:02',
    sources: [banglaTribune, twinPost, mobilePrice, damkoto, sobujPrantho, newsSphere, dhakaPost],
  },
  {
    date: '2025-03-03',
    sehri: '05:03',
    iftar: '18:03',
    sources: [banglaTribune, twinPost, mobilePrice, damkoto, sobujPrantho],
  },
  {
    date: '2025-03-04',
    sehri: '05:02',
    iftar: '18:03',
    sources: [banglaTribune, twinPost, mobilePrice, damkoto, sobujPrantho],
  },
  {
    date: '2025-03-05',
    sehri: '05:01',
    iftar: '18:04',
    sources: [banglaTribune, twinPost, mobilePrice, damkoto],
  },
  {
    date: '2025-03-06',
    sehri: '05:00',
    iftar: '18:04',
    sources: [banglaTribune, twinPost, mobilePrice, damkoto],
  },
  {
    date: '2025-03-07',
    sehri: '04:59',
    iftar: '18:05',
    sources: [banglaTribune, twinPost, mobilePrice, damkoto, bangladesherKhabor],
  },
  {
    date: '2025-03-08',
    sehri: '04:58',
    iftar: '18:05',
    sources: [banglaTribune, twinPost, mobilePrice, bangladesherKhabor],
  },
  { date: '2025-03-09', sehri: '04:57', iftar: '18:06', sources: [banglaTribune, twinPost, mobilePrice] },
  { date: '2025-03-10', sehri: '04:56', iftar: '18:06', sources: [banglaTribune, mobilePrice] },
  { date: '2025-03-11', sehri: '04:55', iftar: '18:06', sources: [banglaTribune, mobilePrice, eiMattro] },
  { date: '2025-03-12', sehri: '04:54', iftar: '18:07', sources: [banglaTribune, mobilePrice] },
  { date: '2025-03-13', sehri: '04:53', iftar: '18:07', sources: [banglaTribune] },
  { date: '2025-03-14', sehri: '04:52', iftar: '18:08', sources: [banglaTribune] },
  { date: '2025-03-15', sehri: '04:51', iftar: '18:08', sources: [banglaTribune] },
  { date: '2025-03-16', sehri: '04:50', iftar: '18:08', sources: [banglaTribune] },
  { date: '2025-03-31', sehri: '04:34', iftar: '18:15', sources: [newsSphere, eiMattro, dhakaPost] },
];
