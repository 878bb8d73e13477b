import type { SeedPage } from './types';

export const pages: SeedPage[] = [
  {
    key: 'about',
    titleEn: 'About Pothik',
    titleBn: 'পথিক সম্পর্কে',
    bodyEn: `<p>Pothik helps people in Bangladesh book a car for the journeys that matter: home for Eid, to the airport before dawn, a weekend in the hills. Drivers bid for each trip, so passengers see real fares and real ratings before they choose.</p>
<h2>How it works</h2>
<p>You tell us where and when. Drivers near you offer their fares within minutes. You compare, accept one and travel; you pay the fare you accepted, in cash or by bKash.</p>
<h2>Safety first</h2>
<p>We check every driver’s licence, national ID and car papers before they can bid. Every trip shows the driver’s name, photo and number plate, and our support line answers around the clock.</p>
<h2>All 64 districts</h2>
<p>Intercity trips run to every district of the country; hourly rentals and airport pickups run in Dhaka, Chattogram and Sylhet.</p>`,
    bodyBn: `<p>পথিক বাংলাদেশের মানুষকে জরুরি যাত্রাগুলোর জন্য গাড়ি বুক করতে সাহায্য করে: ঈদে বাড়ি ফেরা, ভোরের ফ্লাইট ধরতে বিমানবন্দরে যাওয়া, কিংবা পাহাড়ে একটা সপ্তাহান্ত। প্রতিটি ট্রিপে চালকেরা বিড করেন, তাই বেছে নেওয়ার আগেই যাত্রীরা আসল ভাড়া আর আসল রেটিং দেখতে পান।</p>
<h2>কীভাবে কাজ করে</h2>
<p>আপনি জানান কোথায় আর কখন যাবেন। কয়েক মিনিটের মধ্যে কাছের চালকেরা তাঁদের ভাড়া জানান। মিলিয়ে দেখে একটি গ্রহণ করুন আর রওনা দিন; ভাড়া দেবেন সেটিই, যেটিতে রাজি হয়েছেন, নগদে বা বিকাশে।</p>
<h2>নিরাপত্তা আগে</h2>
<p>বিড করার আগে প্রত্যেক চালকের লাইসেন্স, জাতীয় পরিচয়পত্র আর গাড়ির কাগজ আমরা যাচাই করি। প্রতিটি ট্রিপে চালকের নাম, ছবি আর নম্বরপ্লেট দেখা যায়, আর আমাদের সহায়তা নম্বর দিনরাত খোলা।</p>
<h2>৬৪ জেলাতেই</h2>
<p>দেশের প্রতিটি জেলায় আন্তঃজেলা ট্রিপ চলে; ঘণ্টাভিত্তিক ভাড়া আর এয়ারপোর্ট পিকআপ চলে ঢাকা, চট্টগ্রাম ও সিলেটে।</p>`,
  },
  {
    key: 'terms',
    titleEn: 'Terms and conditions',
    titleBn: 'শর্তাবলি',
    bodyEn: `<p>These terms apply when you book a trip with Pothik. By requesting a trip you agree to them.</p>
<h2>1. Booking</h2>
<p>A trip is booked when you accept a driver’s bid. The pickup may be at most 90 days ahead; a round trip returns within 30 days of its pickup.</p>
<h2>2. Bids and fares</h2>
<p>Drivers offer fares for your trip. Each bid stays open for 30 minutes or until the pickup time, whichever comes first. The fare you accept is the fare you pay; tolls on the route are included.</p>
<h2>3. Payment</h2>
<p>You pay the driver at the end of the trip, in cash or by bKash.</p>
<h2>4. Cancellation</h2>
<p>You may cancel a requested trip at any time before you accept a bid. A confirmed trip may be cancelled at no cost until two hours before pickup; after that you send a cancellation request, which our team answers.</p>
<h2>5. Promo codes</h2>
<p>A code applies to one trip and is entered when you accept a bid. Each code has its own limits and dates, shown with the campaign. A cancelled trip gives the code back.</p>
<h2>6. Conduct</h2>
<p>Passengers and drivers treat each other with respect. Smoking in the car, carrying illegal goods or threatening anyone ends the trip and may close the account.</p>
<h2>7. Reviews</h2>
<p>After a completed trip you may rate and review it. Reviews must be honest and must not contain personal information.</p>
<h2>8. Liability</h2>
<p>Pothik connects passengers with independent drivers and checks their documents. Drivers are responsible for driving safely and for the condition of their cars.</p>
<h2>9. Governing law</h2>
<p>These terms are governed by the laws of Bangladesh; the courts of Dhaka have jurisdiction.</p>`,
    bodyBn: `<p>পথিকে ট্রিপ বুক করলে এই শর্তগুলো প্রযোজ্য। ট্রিপের অনুরোধ করার মাধ্যমে আপনি এগুলো মেনে নিচ্ছেন।</p>
<h2>১. বুকিং</h2>
<p>চালকের বিড গ্রহণ করলেই ট্রিপ বুক হয়। পিকআপ সর্বোচ্চ ৯০ দিন পরের হতে পারে; রাউন্ড ট্রিপের ফেরা পিকআপের ৩০ দিনের মধ্যে।</p>
<h2>২. বিড ও ভাড়া</h2>
<p>চালকেরা আপনার ট্রিপের ভাড়া প্রস্তাব করেন। প্রতিটি বিড ৩০ মিনিট অথবা পিকআপের সময় পর্যন্ত, যেটি আগে আসে, খোলা থাকে। যে ভাড়া গ্রহণ করবেন সেটিই দেবেন; পথের টোল তার মধ্যেই ধরা।</p>
<h2>৩. পরিশোধ</h2>
<p>যাত্রা শেষে চালককে নগদে বা বিকাশে ভাড়া দেবেন।</p>
<h2>৪. বাতিল</h2>
<p>বিড গ্রহণের আগে যেকোনো সময় অনুরোধ করা ট্রিপ বাতিল করতে পারেন। নিশ্চিত ট্রিপ পিকআপের দুই ঘণ্টা আগে পর্যন্ত বিনা খরচে বাতিল করা যায়; এর পরে বাতিলের অনুরোধ পাঠাতে হয়, আমাদের দল তার উত্তর দেয়।</p>
<h2>৫. প্রোমো কোড</h2>
<p>একটি কোড একটি ট্রিপে প্রযোজ্য, বিড গ্রহণের সময় দিতে হয়। প্রতিটি কোডের নিজস্ব সীমা আর মেয়াদ ক্যাম্পেইনের পাতায় লেখা থাকে। ট্রিপ বাতিল হলে কোডটি ফেরত আসে।</p>
<h2>৬. আচরণ</h2>
<p>যাত্রী আর চালক পরস্পরকে সম্মান করবেন। গাড়িতে ধূমপান, অবৈধ পণ্য বহন বা কাউকে হুমকি দিলে ট্রিপ শেষ হয়ে যাবে, অ্যাকাউন্টও বন্ধ হতে পারে।</p>
<h2>৭. রিভিউ</h2>
<p>ট্রিপ শেষ হলে রেটিং আর রিভিউ দিতে পারেন। রিভিউ সৎ হতে হবে, তাতে কারও ব্যক্তিগত তথ্য থাকবে না।</p>
<h2>৮. দায়</h2>
<p>পথিক যাত্রীদের সঙ্গে স্বাধীন চালকদের যোগাযোগ করিয়ে দেয় আর তাঁদের কাগজপত্র যাচাই করে। নিরাপদে গাড়ি চালানো আর গাড়ির অবস্থার দায় চালকের।</p>
<h2>৯. প্রযোজ্য আইন</h2>
<p>এই শর্তাবলি বাংলাদেশের আইন অনুযায়ী পরিচালিত; এখতিয়ার ঢাকার আদালতের।</p>`,
  },
  {
    key: 'privacy',
    titleEn: 'Privacy policy',
    titleBn: 'গোপনীয়তা নীতি',
    bodyEn: `<p>This policy explains what we collect when you use Pothik, why, and what you can ask of us.</p>
<h2>What we collect</h2>
<ul><li>Your mobile number, to log you in with a one-time code.</li><li>Your name, and if you give them, your email, gender and date of birth.</li><li>The places and times of the trips you request.</li><li>Your ratings and reviews.</li></ul>
<h2>What we share</h2>
<p>The driver of a confirmed trip sees your name, your number and the pickup. Drivers bidding on a request see the route and time, not your number. We never sell your data.</p>
<h2>How long we keep it</h2>
<p>Trip records are kept for five years for accounting and safety. One-time codes are kept only in hashed form and expire within minutes.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, correct it or close your account by writing to our support email. We answer within 30 days.</p>`,
    bodyBn: `<p>পথিক ব্যবহার করলে আমরা কী তথ্য নিই, কেন নিই, আর আপনি আমাদের কাছে কী চাইতে পারেন, এই নীতিতে তা বলা হয়েছে।</p>
<h2>যা সংগ্রহ করি</h2>
<ul><li>আপনার মোবাইল নম্বর, এককালীন কোড দিয়ে লগ ইন করানোর জন্য।</li><li>আপনার নাম, আর আপনি দিলে ইমেইল, লিঙ্গ ও জন্মতারিখ।</li><li>যে ট্রিপগুলোর অনুরোধ করেন, সেগুলোর জায়গা ও সময়।</li><li>আপনার রেটিং ও রিভিউ।</li></ul>
<h2>যা অন্যকে জানাই</h2>
<p>নিশ্চিত ট্রিপের চালক আপনার নাম, নম্বর আর পিকআপের জায়গা দেখতে পান। বিড করা চালকেরা দেখেন পথ আর সময়, আপনার নম্বর নয়। আমরা কখনো আপনার তথ্য বিক্রি করি না।</p>
<h2>কত দিন রাখি</h2>
<p>হিসাব ও নিরাপত্তার জন্য ট্রিপের রেকর্ড পাঁচ বছর রাখা হয়। এককালীন কোড শুধু হ্যাশ করা অবস্থায় থাকে, কয়েক মিনিটেই মেয়াদ ফুরায়।</p>
<h2>আপনার অধিকার</h2>
<p>আমাদের সহায়তা ইমেইলে লিখে আপনার তথ্যের কপি চাইতে, তা সংশোধন করতে বা অ্যাকাউন্ট বন্ধ করতে পারেন। আমরা ৩০ দিনের মধ্যে উত্তর দিই।</p>`,
  },
];
