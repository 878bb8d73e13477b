import type { SeedBlog, SeedBlogCategory } from './types';

export const blogCategories: SeedBlogCategory[] = [
  { id: 1, slug: 'intercity-travel-guides', nameEn: 'Intercity travel guides', nameBn: 'দূরপাল্লার ভ্রমণ গাইড' },
  { id: 2, slug: 'airport-tips', nameEn: 'Airport tips', nameBn: 'বিমানবন্দর টিপস' },
  { id: 3, slug: 'eid-travel', nameEn: 'Eid travel', nameBn: 'ঈদের যাত্রা' },
  { id: 4, slug: 'safety', nameEn: 'Safety', nameBn: 'নিরাপত্তা' },
];

export const blogs: SeedBlog[] = [
  {
    id: 1,
    slug: 'dhaka-to-sylhet-by-car',
    categoryId: 1,
    featured: true,
    publishedAt: '2025-01-18T04:00:00Z',
    author: 'Nusrat Jahan',
    readingMinutes: 6,
    titleEn: 'Dhaka to Sylhet by car: the road, the stops and the tea gardens',
    titleBn: 'গাড়িতে ঢাকা থেকে সিলেট: পথ, বিরতি আর চা-বাগান',
    excerptEn:
      'Six hours on the Dhaka–Sylhet highway, where to stop for food, and three places worth the extra day.',
    excerptBn: 'ঢাকা–সিলেট মহাসড়কে ছয় ঘণ্টার পথ, কোথায় থেমে খাবেন, আর বাড়তি একটা দিন রাখার মতো তিনটি জায়গা।',
    bodyEn: `<p>Leave Dhaka before 6 in the morning and you will be past Bhairab Bridge before the trucks wake up. The drive takes five and a half to seven hours depending on the traffic around Narsingdi and Ashuganj.</p>
<h2>Where to stop</h2>
<p>Most drivers stop at the highway restaurants near Shaistaganj in Habiganj, roughly halfway. The food is simple and quick, and the washrooms are cleaner than at the smaller roadside stalls.</p>
<ul><li>Carry water and something to eat for the stretch after Bhairab.</li><li>Fuel up in Narsingdi or Madhabpur; stations thin out after that.</li><li>Keep cash for tolls and tea.</li></ul>
<h2>Worth the extra day</h2>
<p>From Sylhet town, Ratargul swamp forest is an hour away, Jaflong about two, and the tea estates of Sreemangal make a good stop on the way back. Book a round trip and your driver waits while you explore.</p>`,
    bodyBn: `<p>ভোর ছয়টার আগে ঢাকা ছাড়লে ট্রাকের ভিড় শুরুর আগেই ভৈরব সেতু পার হয়ে যাবেন। নরসিংদী আর আশুগঞ্জের যানজট বুঝে পুরো পথে সাড়ে পাঁচ থেকে সাত ঘণ্টা লাগে।</p>
<h2>কোথায় থামবেন</h2>
<p>বেশির ভাগ চালক মাঝপথে হবিগঞ্জের শায়েস্তাগঞ্জের কাছের হাইওয়ে রেস্তোরাঁয় থামেন। খাবার সাধারণ হলেও তাড়াতাড়ি পাওয়া যায়, আর ছোট দোকানগুলোর চেয়ে এখানকার ওয়াশরুম অনেক পরিষ্কার।</p>
<ul><li>ভৈরবের পরের পথের জন্য পানি আর হালকা খাবার সঙ্গে রাখুন।</li><li>নরসিংদী বা মাধবপুরে তেল নিয়ে নিন; এরপর পাম্প কম।</li><li>টোল আর চায়ের জন্য নগদ টাকা রাখুন।</li></ul>
<h2>বাড়তি একটা দিন রাখুন</h2>
<p>সিলেট শহর থেকে রাতারগুল জলাবন এক ঘণ্টার পথ, জাফলং প্রায় দুই ঘণ্টা, আর ফেরার পথে শ্রীমঙ্গলের চা-বাগানে থামা যায়। রাউন্ড ট্রিপ বুক করলে আপনি ঘুরবেন, চালক অপেক্ষা করবেন।</p>`,
    places: [
      {
        nameEn: 'Ratargul Swamp Forest',
        nameBn: 'রাতারগুল জলাবন',
        district: 'Sylhet',
        lat: 25.0037,
        lng: 91.9333,
        summaryEn: 'A freshwater swamp forest you explore by small boat; best from July to October.',
        summaryBn: 'ছোট নৌকায় ঘুরে দেখার মতো মিঠাপানির জলাবন; জুলাই থেকে অক্টোবর সবচেয়ে সুন্দর।',
      },
      {
        nameEn: 'Jaflong',
        nameBn: 'জাফলং',
        district: 'Sylhet',
        lat: 25.163,
        lng: 92.0176,
        summaryEn: 'Stone-strewn river banks under the Khasi hills, on the border with Meghalaya.',
        summaryBn: 'মেঘালয় সীমান্তে খাসিয়া পাহাড়ের নিচে পাথুরে নদীর পাড়।',
      },
      {
        nameEn: 'Lawachara National Park',
        nameBn: 'লাউয়াছড়া জাতীয় উদ্যান',
        district: 'Moulvibazar',
        lat: 24.3206,
        lng: 91.7857,
        summaryEn: 'Rainforest trails near Sreemangal, home to hoolock gibbons.',
        summaryBn: 'শ্রীমঙ্গলের কাছে বর্ষাবনের পথ, উল্লুকের আবাস।',
      },
    ],
  },
  {
    id: 2,
    slug: 'dhaka-to-coxs-bazar-road-trip',
    categoryId: 1,
    featured: true,
    publishedAt: '2025-02-09T04:00:00Z',
    author: 'Tanvir Ahmed',
    readingMinutes: 7,
    titleEn: "Dhaka to Cox's Bazar: a road trip planner for families",
    titleBn: 'ঢাকা থেকে কক্সবাজার: পরিবার নিয়ে সড়কপথে ভ্রমণের পরিকল্পনা',
    excerptEn:
      'Ten hours, one long highway and the longest beach in the world at the end. Here is how to split it.',
    excerptBn: 'দশ ঘণ্টার পথ, লম্বা এক মহাসড়ক আর শেষে পৃথিবীর দীর্ঘতম সৈকত। কীভাবে ভাগ করে যাবেন, জেনে নিন।',
    bodyEn: `<p>The drive runs down the Dhaka–Chattogram highway, through Chattogram city and on along the Arakan road. Without long stops it takes nine to eleven hours, so with children it is worth breaking the journey.</p>
<h2>Split it in two</h2>
<p>Spend a night in Chattogram or leave Dhaka at night with a driver who is used to the route. A sedan suits a couple; a family with luggage is more comfortable in a microbus.</p>
<h2>On the beach</h2>
<p>Inani beach, south of Cox's Bazar town along the Marine Drive, is quieter than Kolatoli. Himchhari's waterfall is small but the view over the sea from the hill is worth the steps.</p>
<p>Book a round trip: your driver stays with you for the days you choose and the fare is agreed before you leave.</p>`,
    bodyBn: `<p>পথটা ঢাকা–চট্টগ্রাম মহাসড়ক ধরে চট্টগ্রাম শহর পেরিয়ে আরাকান সড়কে গিয়েছে। লম্বা বিরতি ছাড়া নয় থেকে এগারো ঘণ্টা লাগে, তাই শিশুদের নিয়ে গেলে যাত্রাটা ভাগ করে নেওয়াই ভালো।</p>
<h2>দুই ভাগে যান</h2>
<p>চট্টগ্রামে এক রাত থাকুন, অথবা এই পথে অভিজ্ঞ চালকের সঙ্গে রাতে রওনা দিন। দুজনের জন্য সেডানই যথেষ্ট; মালপত্রসহ পরিবারের জন্য মাইক্রোবাস বেশি আরামের।</p>
<h2>সৈকতে</h2>
<p>মেরিন ড্রাইভ ধরে কক্সবাজার শহরের দক্ষিণে ইনানী সৈকত কলাতলীর চেয়ে অনেক নিরিবিলি। হিমছড়ির ঝরনা ছোট, তবে পাহাড়ের ওপর থেকে সমুদ্র দেখতে সিঁড়ি ভাঙাটা সার্থক।</p>
<p>রাউন্ড ট্রিপ বুক করুন: যে কদিন চান চালক আপনার সঙ্গেই থাকবেন, ভাড়া ঠিক হবে রওনার আগেই।</p>`,
    places: [
      {
        nameEn: 'Inani Beach',
        nameBn: 'ইনানী সৈকত',
        district: "Cox's Bazar",
        lat: 21.2274,
        lng: 92.0448,
        summaryEn: 'Coral stones and calm water on the Marine Drive, 30 km south of town.',
        summaryBn: 'মেরিন ড্রাইভে, শহর থেকে ৩০ কিলোমিটার দক্ষিণে প্রবাল পাথর আর শান্ত জল।',
      },
      {
        nameEn: 'Himchhari',
        nameBn: 'হিমছড়ি',
        district: "Cox's Bazar",
        lat: 21.3557,
        lng: 92.0231,
        summaryEn: 'A hill above the sea with a small waterfall at its foot.',
        summaryBn: 'সমুদ্রের পাশে পাহাড়, পায়ের কাছে ছোট একটি ঝরনা।',
      },
      {
        nameEn: 'Patenga Beach',
        nameBn: 'পতেঙ্গা সমুদ্রসৈকত',
        district: 'Chattogram',
        lat: 22.2358,
        lng: 91.791,
        summaryEn: 'Chattogram’s sea front at the mouth of the Karnaphuli, a good evening stop on the way.',
        summaryBn: 'কর্ণফুলীর মোহনায় চট্টগ্রামের সৈকত, পথে সন্ধ্যায় থামার ভালো জায়গা।',
      },
    ],
  },
  {
    id: 3,
    slug: 'padma-bridge-to-the-south-west',
    categoryId: 1,
    publishedAt: '2025-03-22T04:00:00Z',
    author: 'Nusrat Jahan',
    readingMinutes: 5,
    titleEn: 'Over the Padma Bridge: Khulna, Bagerhat and the Sundarbans by road',
    titleBn: 'পদ্মা সেতু পেরিয়ে: সড়কপথে খুলনা, বাগেরহাট আর সুন্দরবন',
    excerptEn: 'What used to be a day of ferries is now four hours. Where to go once you are across.',
    excerptBn: 'যে পথে একসময় ফেরিতেই দিন কেটে যেত, এখন সেখানে চার ঘণ্টা। পার হয়ে কোথায় যাবেন, দেখে নিন।',
    bodyEn: `<p>Since the Padma Bridge opened, Khulna is about four hours from Dhaka on the expressway through Mawa. The toll is paid at the bridge; your fare on Pothik already covers the road.</p>
<h2>A day in Bagerhat</h2>
<p>The Sixty Dome Mosque, built in the fifteenth century, is a UNESCO World Heritage Site and an easy stop between the bridge and Khulna.</p>
<h2>Into the Sundarbans</h2>
<p>Boats to the mangrove forest leave from Mongla. Book your car to Mongla port and arrange the boat trip with a licensed operator; the forest department's permits are checked on board.</p>`,
    bodyBn: `<p>পদ্মা সেতু চালু হওয়ার পর মাওয়া হয়ে এক্সপ্রেসওয়ে ধরে ঢাকা থেকে খুলনা মোটামুটি চার ঘণ্টার পথ। টোল দেওয়া হয় সেতুতে; পথিকের ভাড়ায় রাস্তার খরচ ধরা থাকে।</p>
<h2>বাগেরহাটে একটা দিন</h2>
<p>পনেরো শতকে তৈরি ষাট গম্বুজ মসজিদ ইউনেস্কো বিশ্ব ঐতিহ্য, সেতু থেকে খুলনার পথেই সহজে থামা যায়।</p>
<h2>সুন্দরবনের ভেতরে</h2>
<p>ম্যানগ্রোভ বনে যাওয়ার নৌকা ছাড়ে মোংলা থেকে। মোংলা বন্দর পর্যন্ত গাড়ি বুক করুন, আর নিবন্ধিত কোনো অপারেটরের সঙ্গে নৌকাভ্রমণ ঠিক করুন; বন বিভাগের অনুমতিপত্র নৌকাতেই দেখা হয়।</p>`,
    places: [
      {
        nameEn: 'Sixty Dome Mosque',
        nameBn: 'ষাট গম্বুজ মসজিদ',
        district: 'Bagerhat',
        lat: 22.6746,
        lng: 89.7419,
        summaryEn: 'A fifteenth-century mosque and World Heritage Site.',
        summaryBn: 'পনেরো শতকের মসজিদ, বিশ্ব ঐতিহ্যের অংশ।',
      },
      {
        nameEn: 'Mongla Port',
        nameBn: 'মোংলা বন্দর',
        district: 'Bagerhat',
        lat: 22.4925,
        lng: 89.5953,
        summaryEn: 'Where the boats into the Sundarbans leave.',
        summaryBn: 'এখান থেকেই সুন্দরবনের নৌকা ছাড়ে।',
      },
    ],
  },
  {
    id: 4,
    slug: 'weekend-in-sreemangal',
    categoryId: 1,
    publishedAt: '2025-09-06T04:00:00Z',
    author: 'Farhana Rahman',
    readingMinutes: 4,
    titleEn: 'A weekend in Sreemangal: tea, rain and seven-layer tea',
    titleBn: 'শ্রীমঙ্গলে এক সপ্তাহান্ত: চা-বাগান, বৃষ্টি আর সাত রঙের চা',
    excerptEn: 'Four hours from Dhaka, the tea capital makes an easy two-day trip.',
    excerptBn: 'ঢাকা থেকে চার ঘণ্টার পথ, দুই দিনের ছুটিতে চায়ের রাজধানী ঘুরে আসা সহজ।',
    bodyEn: `<p>Sreemangal is close enough for a Friday–Saturday trip. Leave on Thursday evening or early Friday and you reach the tea estates by lunch.</p>
<p>Walk the estate roads in the morning, visit Lawachara in the afternoon, and try the layered tea in town in the evening. Ask your driver to wait by the hour: an hourly booking suits days of short hops.</p>`,
    bodyBn: `<p>শুক্র-শনিবারের ছুটিতে শ্রীমঙ্গল ঘুরে আসা যায়। বৃহস্পতিবার সন্ধ্যায় বা শুক্রবার ভোরে রওনা দিলে দুপুরের মধ্যে চা-বাগানে পৌঁছে যাবেন।</p>
<p>সকালে বাগানের পথে হাঁটুন, বিকেলে লাউয়াছড়া ঘুরুন, আর সন্ধ্যায় শহরে স্তরে স্তরে সাজানো চায়ের স্বাদ নিন। ছোট ছোট দূরত্বে ঘোরার দিনে ঘণ্টাভিত্তিক বুকিং সবচেয়ে সুবিধার।</p>`,
    places: [
      {
        nameEn: 'Sreemangal tea estates',
        nameBn: 'শ্রীমঙ্গলের চা-বাগান',
        district: 'Moulvibazar',
        lat: 24.3065,
        lng: 91.7296,
        summaryEn: 'Rolling tea gardens around the town, open to walk on the estate roads.',
        summaryBn: 'শহর ঘিরে ঢেউখেলানো চা-বাগান, বাগানের পথে হাঁটা যায়।',
      },
      {
        nameEn: 'Madhabpur Lake',
        nameBn: 'মাধবপুর লেক',
        district: 'Moulvibazar',
        lat: 24.2986,
        lng: 91.8953,
        summaryEn: 'A quiet lake ringed by tea-covered hills.',
        summaryBn: 'চা-ঢাকা টিলায় ঘেরা নিরিবিলি লেক।',
      },
    ],
  },
  {
    id: 5,
    slug: 'dhaka-airport-terminal-3-pickup',
    categoryId: 2,
    featured: true,
    publishedAt: '2025-04-14T04:00:00Z',
    author: 'Tanvir Ahmed',
    readingMinutes: 4,
    titleEn: 'Meeting your car at Hazrat Shahjalal airport, terminal 3',
    titleBn: 'হযরত শাহজালাল বিমানবন্দরের তৃতীয় টার্মিনালে গাড়ি খুঁজে নেওয়া',
    excerptEn:
      'Where drivers wait, how long it takes to clear immigration, and what to do if your flight is late.',
    excerptBn: 'চালক কোথায় অপেক্ষা করেন, ইমিগ্রেশনে কত সময় লাগে, আর ফ্লাইট দেরি হলে কী করবেন।',
    bodyEn: `<p>Give yourself an hour from landing to the kerb: immigration and baggage at Hazrat Shahjalal International Airport can be quick at night and slow in the afternoon rush.</p>
<h2>Where your driver waits</h2>
<p>Drivers cannot wait at the arrivals kerb for long. Your driver waits in the car park and comes to the meeting point when you call. His name, photo and number plate are on your trip page.</p>
<h2>If your flight is late</h2>
<p>Add your flight number when you book an airport pickup. If the flight lands late your driver knows, and you are not charged for the wait.</p>`,
    bodyBn: `<p>নামার পর থেকে গাড়ি পর্যন্ত এক ঘণ্টা হাতে রাখুন: হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দরে রাতে ইমিগ্রেশন আর লাগেজ তাড়াতাড়ি হয়, বিকেলের ভিড়ে দেরি হয়।</p>
<h2>চালক কোথায় অপেক্ষা করেন</h2>
<p>আগমনী গেটের সামনে গাড়ি বেশিক্ষণ রাখা যায় না। চালক পার্কিংয়ে থাকেন, আপনি ফোন করলে নির্ধারিত জায়গায় চলে আসেন। তাঁর নাম, ছবি আর নম্বরপ্লেট আপনার ট্রিপের পাতায় থাকে।</p>
<h2>ফ্লাইট দেরি হলে</h2>
<p>এয়ারপোর্ট পিকআপ বুক করার সময় ফ্লাইট নম্বর দিন। ফ্লাইট দেরিতে নামলে চালক জানতে পারবেন, আর অপেক্ষার জন্য আপনাকে বাড়তি টাকা দিতে হবে না।</p>`,
    places: [
      {
        nameEn: 'Hazrat Shahjalal International Airport',
        nameBn: 'হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর',
        district: 'Dhaka',
        lat: 23.8433,
        lng: 90.3978,
        summaryEn: 'Dhaka’s international airport; terminal 3 handles most international flights.',
        summaryBn: 'ঢাকার আন্তর্জাতিক বিমানবন্দর; বেশির ভাগ আন্তর্জাতিক ফ্লাইট তৃতীয় টার্মিনালে।',
      },
      {
        nameEn: 'Uttara Sector 7',
        nameBn: 'উত্তরা সেক্টর ৭',
        district: 'Dhaka',
        lat: 23.8697,
        lng: 90.3967,
        summaryEn: 'Hotels ten minutes from the airport for an early flight.',
        summaryBn: 'ভোরের ফ্লাইটের জন্য বিমানবন্দর থেকে দশ মিনিটের দূরত্বে হোটেল।',
      },
    ],
  },
  {
    id: 6,
    slug: 'chattogram-airport-to-the-city',
    categoryId: 2,
    publishedAt: '2025-06-02T04:00:00Z',
    author: 'Farhana Rahman',
    readingMinutes: 3,
    titleEn: 'From Shah Amanat airport into Chattogram, and on to the hills',
    titleBn: 'শাহ আমানত বিমানবন্দর থেকে চট্টগ্রাম শহর, তারপর পাহাড়ে',
    excerptEn: 'The airport sits by the sea at Patenga. How long to allow for the city, and for Rangamati.',
    excerptBn: 'বিমানবন্দরটি পতেঙ্গায় সমুদ্রের ধারে। শহরে আর রাঙামাটিতে যেতে কত সময় রাখবেন।',
    bodyEn: `<p>Shah Amanat International Airport is at the southern tip of the city. GEC Circle is forty minutes away off-peak, over an hour when the port traffic is heavy.</p>
<p>Going on to Rangamati or Bandarban the same day? Book the car straight from the airport: one trip, one fare, and no hunting for transport in town.</p>`,
    bodyBn: `<p>শাহ আমানত আন্তর্জাতিক বিমানবন্দর শহরের একেবারে দক্ষিণ মাথায়। ফাঁকা রাস্তায় জিইসি মোড় চল্লিশ মিনিট, বন্দরের গাড়ির চাপ থাকলে এক ঘণ্টার বেশি।</p>
<p>একই দিনে রাঙামাটি বা বান্দরবান যাবেন? বিমানবন্দর থেকেই গাড়ি বুক করুন: এক যাত্রা, এক ভাড়া, শহরে গাড়ি খোঁজার ঝামেলা নেই।</p>`,
    places: [
      {
        nameEn: 'Shah Amanat International Airport',
        nameBn: 'শাহ আমানত আন্তর্জাতিক বিমানবন্দর',
        district: 'Chattogram',
        lat: 22.2496,
        lng: 91.8133,
        summaryEn: 'Chattogram’s airport at Patenga.',
        summaryBn: 'পতেঙ্গায় চট্টগ্রামের বিমানবন্দর।',
      },
      {
        nameEn: 'Kaptai Lake, Rangamati',
        nameBn: 'কাপ্তাই হ্রদ, রাঙামাটি',
        district: 'Rangamati',
        lat: 22.6533,
        lng: 92.1789,
        summaryEn: 'The great lake among the hills, three hours from the airport.',
        summaryBn: 'পাহাড়ের মাঝে বিশাল হ্রদ, বিমানবন্দর থেকে তিন ঘণ্টা।',
      },
    ],
  },
  {
    id: 7,
    slug: 'early-flight-checklist',
    categoryId: 2,
    publishedAt: '2025-10-11T04:00:00Z',
    author: 'Tanvir Ahmed',
    readingMinutes: 3,
    titleEn: 'Catching a 6 a.m. flight from Dhaka: a checklist',
    titleBn: 'ঢাকা থেকে ভোর ছয়টার ফ্লাইট ধরতে: একটি চেকলিস্ট',
    excerptEn: 'When to book, when to leave and what to keep in your hand luggage.',
    excerptBn: 'কখন বুক করবেন, কখন রওনা দেবেন, হাতব্যাগে কী রাখবেন।',
    bodyEn: `<ul><li>Book your airport drop the evening before, so drivers have time to bid.</li><li>Check in three hours before an international flight; two for a domestic one.</li><li>From Dhanmondi or Gulshan allow forty minutes at 3 a.m., more from Old Dhaka.</li><li>Keep your passport, ticket and the driver's number in one pocket.</li></ul>
<p>Your driver's arrival shows on the trip page; you can call him from there.</p>`,
    bodyBn: `<ul><li>এয়ারপোর্ট ড্রপ আগের সন্ধ্যায় বুক করুন, যাতে চালকেরা বিড করার সময় পান।</li><li>আন্তর্জাতিক ফ্লাইটে তিন ঘণ্টা আর অভ্যন্তরীণ ফ্লাইটে দুই ঘণ্টা আগে চেক-ইন করুন।</li><li>রাত তিনটায় ধানমন্ডি বা গুলশান থেকে চল্লিশ মিনিট রাখুন, পুরান ঢাকা থেকে আরও বেশি।</li><li>পাসপোর্ট, টিকিট আর চালকের নম্বর এক পকেটে রাখুন।</li></ul>
<p>চালক পৌঁছালে ট্রিপের পাতায় দেখতে পাবেন; সেখান থেকেই তাঁকে ফোন করা যায়।</p>`,
    places: [
      {
        nameEn: 'Hazrat Shahjalal International Airport',
        nameBn: 'হযরত শাহজালাল আন্তর্জাতিক বিমানবন্দর',
        district: 'Dhaka',
        lat: 23.8433,
        lng: 90.3978,
        summaryEn: 'Departures are on the upper level of each terminal.',
        summaryBn: 'প্রতিটি টার্মিনালের ওপরের তলায় বহির্গমন।',
      },
      {
        nameEn: 'Gulshan 2 Circle',
        nameBn: 'গুলশান ২ গোলচত্বর',
        district: 'Dhaka',
        lat: 23.7947,
        lng: 90.4143,
        summaryEn: 'About 25 minutes from the airport at night.',
        summaryBn: 'রাতে বিমানবন্দর থেকে প্রায় ২৫ মিনিট।',
      },
    ],
  },
  {
    id: 8,
    slug: 'eid-homecoming-without-the-rush',
    categoryId: 3,
    featured: true,
    publishedAt: '2025-03-05T04:00:00Z',
    author: 'Farhana Rahman',
    readingMinutes: 5,
    titleEn: 'Going home for Eid without the rush',
    titleBn: 'ভিড় এড়িয়ে ঈদে বাড়ি ফেরা',
    excerptEn: 'When to travel, how early to book and how to share a car with relatives.',
    excerptBn: 'কখন রওনা দেবেন, কত আগে বুক করবেন, আর আত্মীয়দের সঙ্গে কীভাবে একটি গাড়ি ভাগ করবেন।',
    bodyEn: `<p>The three days before Eid are the hardest on the roads out of Dhaka. Leaving four or five days early, or on the morning of the day before Eid, avoids the worst of it.</p>
<h2>Book early, pay the agreed fare</h2>
<p>On Pothik drivers bid for your trip and you choose. Book a week ahead for Eid: more drivers see your request and the fare you accept does not change on the day.</p>
<h2>Share the car</h2>
<p>A microbus for eight costs less per person than four bus tickets at Eid prices, and it leaves from your door.</p>`,
    bodyBn: `<p>ঈদের আগের তিন দিন ঢাকা থেকে বেরোনোর রাস্তায় সবচেয়ে বেশি ভিড়। চার-পাঁচ দিন আগে, অথবা ঈদের আগের দিন সকালে রওনা দিলে সবচেয়ে খারাপ সময়টা এড়ানো যায়।</p>
<h2>আগে বুক করুন, ঠিক করা ভাড়াই দিন</h2>
<p>পথিকে চালকেরা আপনার ট্রিপে বিড করেন, আপনি বেছে নেন। ঈদের জন্য এক সপ্তাহ আগে বুক করুন: বেশি চালক আপনার অনুরোধ দেখবেন, আর যে ভাড়ায় রাজি হয়েছেন যাত্রার দিনে তা বদলাবে না।</p>
<h2>গাড়ি ভাগ করে নিন</h2>
<p>আট জনের একটি মাইক্রোবাসে জনপ্রতি খরচ ঈদের সময়ের চারটি বাস টিকিটের চেয়ে কম, আর গাড়ি ছাড়ে আপনার দরজা থেকেই।</p>`,
    places: [
      {
        nameEn: 'Bangabandhu Bridge (Jamuna Bridge)',
        nameBn: 'বঙ্গবন্ধু সেতু (যমুনা সেতু)',
        district: 'Tangail',
        lat: 24.3986,
        lng: 89.7747,
        summaryEn: 'The gateway to the north; traffic builds here before Eid.',
        summaryBn: 'উত্তরবঙ্গের প্রবেশপথ; ঈদের আগে এখানে গাড়ির চাপ বাড়ে।',
      },
      {
        nameEn: 'Rajshahi city',
        nameBn: 'রাজশাহী শহর',
        district: 'Rajshahi',
        lat: 24.3745,
        lng: 88.6042,
        summaryEn: 'Six hours from Dhaka across the Jamuna.',
        summaryBn: 'যমুনা পেরিয়ে ঢাকা থেকে ছয় ঘণ্টার পথ।',
      },
      {
        nameEn: 'Rangpur city',
        nameBn: 'রংপুর শহর',
        district: 'Rangpur',
        lat: 25.7439,
        lng: 89.2752,
        summaryEn: 'Seven to eight hours north, longer in the Eid rush.',
        summaryBn: 'উত্তরে সাত-আট ঘণ্টার পথ, ঈদের ভিড়ে আরও বেশি।',
      },
    ],
  },
  {
    id: 9,
    slug: 'eid-ul-adha-travel-with-family',
    categoryId: 3,
    publishedAt: '2025-05-25T04:00:00Z',
    author: 'Nusrat Jahan',
    readingMinutes: 4,
    titleEn: 'Eid-ul-Adha: travelling with family, elders and luggage',
    titleBn: 'ঈদুল আজহা: পরিবার, বয়স্ক স্বজন আর মালপত্র নিয়ে যাত্রা',
    excerptEn: 'Choosing the right car, planning the stops and keeping elders comfortable on a long drive.',
    excerptBn: 'ঠিক গাড়ি বাছাই, বিরতির পরিকল্পনা, আর লম্বা পথে বয়স্কদের আরামে রাখা।',
    bodyEn: `<p>For elders, a sedan or a premium car with a reclining front seat makes the difference on a six-hour drive. Ask for a stop every two hours; drivers on Pothik plan for it when you mention it in the note.</p>
<p>Luggage for a family of five fits in a microbus, not in a sedan's boot. Choose the car type first, then compare the bids.</p>`,
    bodyBn: `<p>বয়স্কদের জন্য ছয় ঘণ্টার পথে হেলানো যায় এমন সামনের আসনের সেডান বা প্রিমিয়াম গাড়ি অনেক আরামের। প্রতি দুই ঘণ্টায় একবার থামার কথা নোটে লিখে দিন; পথিকের চালকেরা সেভাবেই পরিকল্পনা করেন।</p>
<p>পাঁচজনের পরিবারের মালপত্র সেডানের ডিকিতে ধরে না, মাইক্রোবাসে ধরে। আগে গাড়ির ধরন ঠিক করুন, তারপর বিড মিলিয়ে দেখুন।</p>`,
    places: [
      {
        nameEn: 'Bogura city',
        nameBn: 'বগুড়া শহর',
        district: 'Bogura',
        lat: 24.8465,
        lng: 89.3773,
        summaryEn: 'A common halfway stop on the way north, known for its curd.',
        summaryBn: 'উত্তরের পথে মাঝপথের পরিচিত বিরতি, দইয়ের জন্য বিখ্যাত।',
      },
      {
        nameEn: 'Mahasthangarh',
        nameBn: 'মহাস্থানগড়',
        district: 'Bogura',
        lat: 24.9613,
        lng: 89.3417,
        summaryEn: 'The ruins of ancient Pundranagar, a short detour from the highway.',
        summaryBn: 'প্রাচীন পুণ্ড্রনগরের ধ্বংসাবশেষ, মহাসড়ক থেকে অল্প দূরে।',
      },
    ],
  },
  {
    id: 10,
    slug: 'after-eid-return-to-dhaka',
    categoryId: 3,
    publishedAt: '2026-04-02T04:00:00Z',
    author: 'Tanvir Ahmed',
    readingMinutes: 3,
    titleEn: 'Coming back to Dhaka after Eid: plan the return before you leave',
    titleBn: 'ঈদের পর ঢাকায় ফেরা: রওনার আগেই ফেরার পরিকল্পনা করুন',
    excerptEn: 'The return rush is shorter but sharper. Book a round trip and skip it.',
    excerptBn: 'ফেরার ভিড় অল্প দিনের, কিন্তু তীব্র। রাউন্ড ট্রিপ বুক করে তা এড়িয়ে যান।',
    bodyEn: `<p>Most offices reopen on the same day, so everyone returns on the same two days. A round trip booked before Eid fixes your return date and fare at once.</p>
<p>If you must travel on the busiest day, leave before dawn and cross the Jamuna or Padma before nine.</p>`,
    bodyBn: `<p>বেশির ভাগ অফিস একই দিনে খোলে, তাই সবাই একই দুই দিনে ফেরে। ঈদের আগে রাউন্ড ট্রিপ বুক করলে ফেরার তারিখ আর ভাড়া একসঙ্গেই ঠিক হয়ে যায়।</p>
<p>সবচেয়ে ভিড়ের দিনেই ফিরতে হলে ভোরের আগে রওনা দিন, নয়টার আগে যমুনা বা পদ্মা পার হয়ে যান।</p>`,
    places: [
      {
        nameEn: 'Padma Bridge (Mawa end)',
        nameBn: 'পদ্মা সেতু (মাওয়া প্রান্ত)',
        district: 'Munshiganj',
        lat: 23.4465,
        lng: 90.2625,
        summaryEn: 'The Dhaka side of the bridge; the toll plaza backs up on return days.',
        summaryBn: 'সেতুর ঢাকা প্রান্ত; ফেরার দিনে টোল প্লাজায় লম্বা সারি হয়।',
      },
      {
        nameEn: 'Faridpur city',
        nameBn: 'ফরিদপুর শহর',
        district: 'Faridpur',
        lat: 23.6071,
        lng: 89.8429,
        summaryEn: 'Two hours from Dhaka since the bridge opened.',
        summaryBn: 'সেতু চালুর পর ঢাকা থেকে দুই ঘণ্টা।',
      },
    ],
  },
  {
    id: 11,
    slug: 'check-before-you-get-in',
    categoryId: 4,
    featured: true,
    publishedAt: '2025-07-15T04:00:00Z',
    author: 'Farhana Rahman',
    readingMinutes: 3,
    titleEn: 'Three checks before you get in the car',
    titleBn: 'গাড়িতে ওঠার আগে তিনটি বিষয় মিলিয়ে নিন',
    excerptEn: 'Name, photo and number plate: thirty seconds that make every trip safer.',
    excerptBn: 'নাম, ছবি আর নম্বরপ্লেট: ত্রিশ সেকেন্ডের যাচাই প্রতিটি যাত্রাকে নিরাপদ করে।',
    bodyEn: `<p>Every driver on Pothik has a name, a photo and a car registered with us. Before you get in:</p>
<ol><li>Match the number plate with the one on your trip page.</li><li>Check that the driver is the person in the photo.</li><li>Ask the driver to say your name before you say it.</li></ol>
<p>If anything does not match, do not get in. Call our support line from the trip page; we answer around the clock.</p>`,
    bodyBn: `<p>পথিকের প্রতিটি চালকের নাম, ছবি আর গাড়ি আমাদের কাছে নিবন্ধিত। গাড়িতে ওঠার আগে:</p>
<ol><li>ট্রিপের পাতার নম্বরপ্লেটের সঙ্গে গাড়ির নম্বরপ্লেট মিলিয়ে নিন।</li><li>ছবির মানুষটিই চালক কি না, দেখে নিন।</li><li>আপনার নাম বলার আগে চালককে আপনার নাম বলতে বলুন।</li></ol>
<p>কিছু না মিললে গাড়িতে উঠবেন না। ট্রিপের পাতা থেকে আমাদের সহায়তা নম্বরে ফোন করুন; আমরা দিনরাত ফোন ধরি।</p>`,
    places: [
      {
        nameEn: 'Kamalapur Railway Station',
        nameBn: 'কমলাপুর রেলস্টেশন',
        district: 'Dhaka',
        lat: 23.7322,
        lng: 90.4265,
        summaryEn: 'A busy pickup point: check the plate twice here.',
        summaryBn: 'ব্যস্ত পিকআপের জায়গা: এখানে নম্বরপ্লেট দুবার মিলিয়ে নিন।',
      },
      {
        nameEn: 'Sayedabad Bus Terminal',
        nameBn: 'সায়েদাবাদ বাস টার্মিনাল',
        district: 'Dhaka',
        lat: 23.7189,
        lng: 90.4286,
        summaryEn: 'Meet your driver at a landmark you can both name.',
        summaryBn: 'দুজনেই চেনেন এমন কোনো জায়গায় চালকের সঙ্গে দেখা করুন।',
      },
    ],
  },
  {
    id: 12,
    slug: 'night-journeys-safely',
    categoryId: 4,
    publishedAt: '2025-11-20T04:00:00Z',
    author: 'Nusrat Jahan',
    readingMinutes: 4,
    titleEn: 'Travelling at night: what we ask of drivers, and what you can do',
    titleBn: 'রাতের যাত্রা: চালকদের কাছে আমাদের প্রত্যাশা, আর আপনি কী করতে পারেন',
    excerptEn: 'Rest rules for drivers, sharing your trip and the roads to avoid after midnight.',
    excerptBn: 'চালকদের বিশ্রামের নিয়ম, ট্রিপের খবর কাছের মানুষকে জানানো, আর মধ্যরাতের পর কোন পথ এড়াবেন।',
    bodyEn: `<p>We ask drivers who take a night trip not to have driven more than eight hours that day, and to stop for tea every two hours. If your driver looks tired, ask for a break: it is your right.</p>
<h2>Share where you are</h2>
<p>Send the trip page to someone at home. It shows the car, the driver and the status of your trip.</p>
<h2>Choose the road</h2>
<p>Highways with steady traffic are safer at night than empty shortcuts. Your driver knows the road; ask which way he plans to go.</p>`,
    bodyBn: `<p>রাতের ট্রিপ নেওয়া চালকদের আমরা বলি, সেদিন আট ঘণ্টার বেশি গাড়ি চালানো যাবে না, আর প্রতি দুই ঘণ্টায় চায়ের বিরতি নিতে হবে। চালককে ক্লান্ত মনে হলে বিরতি চান: এটি আপনার অধিকার।</p>
<h2>কোথায় আছেন, জানিয়ে রাখুন</h2>
<p>ট্রিপের পাতাটি বাড়ির কাউকে পাঠিয়ে দিন। সেখানে গাড়ি, চালক আর যাত্রার অবস্থা দেখা যায়।</p>
<h2>পথ বেছে নিন</h2>
<p>রাতে ফাঁকা শর্টকাটের চেয়ে নিয়মিত গাড়ি চলা মহাসড়ক বেশি নিরাপদ। চালক পথ চেনেন; কোন পথে যাবেন, জিজ্ঞেস করে নিন।</p>`,
    places: [
      {
        nameEn: 'Comilla Cantonment',
        nameBn: 'কুমিল্লা সেনানিবাস',
        district: 'Cumilla',
        lat: 23.4694,
        lng: 91.1322,
        summaryEn: 'Well-lit highway stops for a night break on the Chattogram road.',
        summaryBn: 'চট্টগ্রামের পথে রাতের বিরতির জন্য আলোকিত হাইওয়ে রেস্তোরাঁ।',
      },
      {
        nameEn: 'Bhairab Bridge',
        nameBn: 'ভৈরব সেতু',
        district: 'Kishoreganj',
        lat: 24.0366,
        lng: 90.9893,
        summaryEn: 'The Meghna crossing on the Sylhet road; busy with trucks at night.',
        summaryBn: 'সিলেটের পথে মেঘনা পারাপার; রাতে ট্রাকের চাপ বেশি।',
      },
    ],
  },
  {
    id: 13,
    slug: 'children-in-the-car',
    categoryId: 4,
    publishedAt: '2026-02-10T04:00:00Z',
    author: 'Farhana Rahman',
    readingMinutes: 3,
    titleEn: 'Children in the car on a long trip',
    titleBn: 'দূরের যাত্রায় গাড়িতে শিশু',
    excerptEn: 'Seats, seat belts, breaks and motion sickness on Bangladesh’s highways.',
    excerptBn: 'আসন, সিটবেল্ট, বিরতি আর মহাসড়কে গাড়িতে বমিভাব সামলানো।',
    bodyEn: `<p>Children sit in the back, with a seat belt or in your own child seat. Mention the child seat in the trip note so your driver leaves room for it.</p>
<p>Plan a stop every ninety minutes, keep the windows slightly open on winding hill roads, and carry a small bag for motion sickness on the way to Bandarban or Rangamati.</p>`,
    bodyBn: `<p>শিশুরা পেছনের আসনে বসবে, সিটবেল্ট বেঁধে বা আপনার নিজের চাইল্ড সিটে। ট্রিপের নোটে চাইল্ড সিটের কথা লিখে দিন, যাতে চালক জায়গা রাখেন।</p>
<p>দেড় ঘণ্টা পরপর থামার পরিকল্পনা রাখুন, পাহাড়ি আঁকাবাঁকা পথে জানালা সামান্য খোলা রাখুন, আর বান্দরবান বা রাঙামাটির পথে বমিভাবের জন্য একটা ছোট ব্যাগ সঙ্গে রাখুন।</p>`,
    places: [
      {
        nameEn: 'Nilgiri, Bandarban',
        nameBn: 'নীলগিরি, বান্দরবান',
        district: 'Bandarban',
        lat: 21.9042,
        lng: 92.3286,
        summaryEn: 'Hilltop views above the clouds; the road up is steep and winding.',
        summaryBn: 'মেঘের ওপরে পাহাড়চূড়ার দৃশ্য; ওঠার পথ খাড়া আর আঁকাবাঁকা।',
      },
      {
        nameEn: 'Meghla, Bandarban',
        nameBn: 'মেঘলা, বান্দরবান',
        district: 'Bandarban',
        lat: 22.1756,
        lng: 92.2069,
        summaryEn: 'A lake and hanging bridges near town, easy with children.',
        summaryBn: 'শহরের কাছে লেক আর ঝুলন্ত সেতু, শিশুদের নিয়ে ঘোরা সহজ।',
      },
    ],
  },
  {
    id: 14,
    slug: 'sajek-valley-by-road',
    categoryId: 1,
    publishedAt: '2027-01-15T04:00:00Z',
    author: 'Tanvir Ahmed',
    readingMinutes: 4,
    titleEn: 'Winter in the hills: Sajek by road',
    titleBn: 'শীতে পাহাড়ে: সড়কপথে সাজেক',
    excerptEn: 'The road to Sajek valley, the army escort times and where to stay.',
    excerptBn: 'সাজেক ভ্যালির পথ, সেনা এসকর্টের সময় আর কোথায় থাকবেন।',
    bodyEn: `<p>Cars to Sajek leave Khagrachhari with an escort at fixed times in the morning and afternoon. Plan to reach Dighinala before the escort leaves.</p>`,
    bodyBn: `<p>খাগড়াছড়ি থেকে সাজেকের গাড়ি সকাল আর বিকেলের নির্দিষ্ট সময়ে এসকর্টের সঙ্গে ছাড়ে। এসকর্ট ছাড়ার আগেই দীঘিনালা পৌঁছানোর পরিকল্পনা করুন।</p>`,
    places: [
      {
        nameEn: 'Sajek Valley',
        nameBn: 'সাজেক ভ্যালি',
        district: 'Rangamati',
        lat: 23.3817,
        lng: 92.2938,
        summaryEn: 'A hilltop village above a sea of clouds.',
        summaryBn: 'মেঘের সমুদ্রের ওপরে পাহাড়চূড়ার গ্রাম।',
      },
      {
        nameEn: 'Khagrachhari town',
        nameBn: 'খাগড়াছড়ি শহর',
        district: 'Khagrachhari',
        lat: 23.1193,
        lng: 91.9847,
        summaryEn: 'Where the road to Sajek begins.',
        summaryBn: 'এখান থেকেই সাজেকের পথ শুরু।',
      },
    ],
  },
  {
    id: 15,
    slug: 'draft-kuakata-sunrise',
    categoryId: 1,
    status: 'draft',
    publishedAt: '2025-12-01T04:00:00Z',
    author: 'Nusrat Jahan',
    readingMinutes: 3,
    titleEn: 'Kuakata: sunrise and sunset from one beach',
    titleBn: 'কুয়াকাটা: এক সৈকতে সূর্যোদয় আর সূর্যাস্ত',
    excerptEn: 'A draft: the road to Kuakata after the Padma Bridge.',
    excerptBn: 'খসড়া: পদ্মা সেতুর পর কুয়াকাটার পথ।',
    bodyEn: '<p>Draft.</p>',
    bodyBn: '<p>খসড়া।</p>',
    places: [
      {
        nameEn: 'Kuakata Beach',
        nameBn: 'কুয়াকাটা সৈকত',
        district: 'Patuakhali',
        lat: 21.8153,
        lng: 90.1216,
        summaryEn: 'A beach facing south where both sunrise and sunset are on the sea.',
        summaryBn: 'দক্ষিণমুখী সৈকত, যেখানে সূর্যোদয় আর সূর্যাস্ত দুটোই সমুদ্রে।',
      },
      {
        nameEn: 'Patuakhali town',
        nameBn: 'পটুয়াখালী শহর',
        district: 'Patuakhali',
        lat: 22.3596,
        lng: 90.3299,
        summaryEn: 'The district town on the way.',
        summaryBn: 'পথের জেলা শহর।',
      },
    ],
  },
];
