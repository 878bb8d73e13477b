// DESIGN.md §9: the messages a user can see, keyed so the API's `code` and the web's toasts agree.
export const messageCatalogue = {
  success: { en: 'Success', bn: 'সফল হয়েছে' },
  noContent: { en: 'Nothing to show.', bn: 'দেখানোর মতো কিছু নেই।' },
  somethingWentWrong: { en: 'Something went wrong!', bn: 'কিছু একটা ভুল হয়েছে!' },
  pleaseLogInAgain: { en: 'Please log in again.', bn: 'অনুগ্রহ করে আবার লগ ইন করুন।' },
  serverNotFound: { en: 'Server not found!', bn: 'সার্ভার পাওয়া যায়নি!' },
  validationError: { en: 'Validation Error!', bn: 'তথ্য যাচাইয়ে ত্রুটি!' },
  tooManyRequests: {
    en: 'Too many requests. Please try again later.',
    bn: 'অনেক বেশি অনুরোধ। কিছুক্ষণ পরে আবার চেষ্টা করুন।',
  },
  sessionExpired: {
    en: 'Session expired. Please log in again.',
    bn: 'সেশনের মেয়াদ শেষ। অনুগ্রহ করে আবার লগ ইন করুন।',
  },
  dataNotFound: { en: 'Something went wrong. Data not found.', bn: 'কিছু একটা ভুল হয়েছে। তথ্য পাওয়া যায়নি।' },
  invalidAccessTokenExpiry: {
    en: 'Invalid Access Token Expiry Date',
    bn: 'অ্যাক্সেস টোকেনের মেয়াদের তারিখ সঠিক নয়',
  },
  loggedIn: { en: 'Logged In Successfully', bn: 'সফলভাবে লগ ইন হয়েছে' },
  logoutSuccess: { en: 'Logout successful', bn: 'সফলভাবে লগ আউট হয়েছে' },
  logoutFailed: { en: 'Logout failed', bn: 'লগ আউট ব্যর্থ হয়েছে' },
  otpLimit: { en: 'Exceeded OTP limit for today.', bn: 'আজকের ওটিপি সীমা শেষ হয়ে গেছে।' },
  routeNotFound: { en: 'Route not found', bn: 'পথটি পাওয়া যায়নি' },
  // Refusals and confirmations the API sends with a `code`, so the web can show them in Bangla.
  otpSent: { en: 'A code has been sent to your mobile.', bn: 'আপনার মোবাইলে একটি কোড পাঠানো হয়েছে।' },
  otpIncorrect: { en: 'The code is incorrect.', bn: 'কোডটি সঠিক নয়।' },
  otpExpired: {
    en: 'The code has expired. Please request a new one.',
    bn: 'কোডটির মেয়াদ শেষ। অনুগ্রহ করে নতুন কোড নিন।',
  },
  otpTooManyTries: {
    en: 'Too many wrong tries. Please request a new code.',
    bn: 'অনেকবার ভুল চেষ্টা হয়েছে। অনুগ্রহ করে নতুন কোড নিন।',
  },
  otpResendTooSoon: {
    en: 'Please wait before requesting a new code.',
    bn: 'নতুন কোড চাওয়ার আগে অনুগ্রহ করে অপেক্ষা করুন।',
  },
  // The login's and the lead forms' human check (Turnstile) refused the token, or could not be asked.
  humanCheckFailed: {
    en: 'The security check failed. Please try again.',
    bn: 'নিরাপত্তা যাচাই সফল হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  // Login codes sent by every number together passed the per-minute ceiling (SMS pumping).
  otpSmsBusy: {
    en: 'Too many login requests right now. Please try again in a minute.',
    bn: 'এই মুহূর্তে লগ ইনের অনুরোধ অনেক বেশি। অনুগ্রহ করে এক মিনিট পরে আবার চেষ্টা করুন।',
  },
  smsFailed: {
    en: 'We could not send the code. Please try again.',
    bn: 'আমরা কোডটি পাঠাতে পারিনি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  accountDisabled: {
    en: 'This account has been disabled. Please contact support.',
    bn: 'এই অ্যাকাউন্টটি বন্ধ করা হয়েছে। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  },
  leadConfirmationSms: {
    en: 'Thank you for writing to us. We have your request and will call you within one working day.',
    bn: 'আমাদের লেখার জন্য ধন্যবাদ। আপনার অনুরোধ পেয়েছি, এক কর্মদিবসের মধ্যে আপনাকে ফোন করব।',
  },
  tripRequested: { en: 'Trip requested successfully.', bn: 'ট্রিপের অনুরোধ সফলভাবে পাঠানো হয়েছে।' },
  bidAccepted: { en: 'Bid accepted. Your trip is confirmed.', bn: 'বিড গৃহীত হয়েছে। আপনার ট্রিপ নিশ্চিত।' },
  bidUnavailable: { en: 'This bid is no longer available.', bn: 'এই বিডটি আর পাওয়া যাচ্ছে না।' },
  driverUnavailable: {
    en: 'This driver is already booked at that time.',
    bn: 'এই চালক ওই সময়ে অন্য ট্রিপে নিযুক্ত।',
  },
  promoInvalid: { en: 'This promo code is not valid.', bn: 'এই প্রোমো কোডটি বৈধ নয়।' },
  tripCancelled: { en: 'Trip cancelled.', bn: 'ট্রিপ বাতিল করা হয়েছে।' },
  cancelRequested: { en: 'Cancellation request sent.', bn: 'বাতিলের অনুরোধ পাঠানো হয়েছে।' },
  tripNotCancellable: { en: 'This trip can no longer be cancelled.', bn: 'এই ট্রিপটি আর বাতিল করা যাবে না।' },
  tripStatusConflict: {
    en: 'This trip cannot do that in its current status.',
    bn: 'ট্রিপের বর্তমান অবস্থায় এটি করা যাবে না।',
  },
  reviewSaved: { en: 'Thank you for your review.', bn: 'আপনার রিভিউয়ের জন্য ধন্যবাদ।' },
  reviewExists: { en: 'You have already reviewed this trip.', bn: 'আপনি এই ট্রিপের রিভিউ আগেই দিয়েছেন।' },
  profileUpdated: { en: 'Profile updated successfully.', bn: 'প্রোফাইল সফলভাবে হালনাগাদ হয়েছে।' },
  leadReceived: {
    en: 'Thank you! We will contact you soon.',
    bn: 'ধন্যবাদ! আমরা শীঘ্রই আপনার সাথে যোগাযোগ করব।',
  },
  surveyReceived: { en: 'Thank you for your feedback.', bn: 'আপনার মতামতের জন্য ধন্যবাদ।' },
  surveyLinkExpired: {
    en: 'This survey link has expired. Log in to answer from My Trip.',
    bn: 'জরিপের এই লিংকের মেয়াদ শেষ। লগ ইন করে আমার ট্রিপ থেকে উত্তর দিন।',
  },
  surveyAlreadyAnswered: {
    en: 'This trip’s survey has already been answered. Thank you!',
    bn: 'এই ট্রিপের জরিপের উত্তর আগেই দেওয়া হয়েছে। ধন্যবাদ!',
  },
  staffLoginFailed: { en: 'Wrong email or password.', bn: 'ইমেইল অথবা পাসওয়ার্ড ভুল।' },
  totpRequired: {
    en: 'Enter the code from your authenticator app first.',
    bn: 'আগে আপনার অথেনটিকেটর অ্যাপের কোডটি দিন।',
  },
  totpInvalid: {
    en: 'That code is not right. Enter the current one.',
    bn: 'কোডটি সঠিক নয়। এখনকার কোডটি দিন।',
  },
  totpUsed: {
    en: 'That code was already used. Wait for the next one.',
    bn: 'এই কোডটি আগেই ব্যবহার হয়েছে। পরের কোডটির জন্য অপেক্ষা করুন।',
  },
  csrfRejected: {
    en: 'This request is missing its security token. Reload the console and try again.',
    bn: 'এই অনুরোধে নিরাপত্তা টোকেন নেই। কনসোলটি রিলোড করে আবার চেষ্টা করুন।',
  },
  staffLoggedOut: { en: 'You are logged out.', bn: 'আপনি লগ আউট হয়েছেন।' },
  staffLanguageChanged: {
    en: 'Your console language is saved.',
    bn: 'আপনার কনসোলের ভাষা সংরক্ষিত হয়েছে।',
  },
  leadNotFound: { en: 'Lead not found.', bn: 'লিডটি পাওয়া যায়নি।' },
  leadStatusConflict: {
    en: 'A lead moves new → contacted → won or lost, and a closed lead stays closed.',
    bn: 'লিড এগোয় নতুন → যোগাযোগ হয়েছে → সফল বা ব্যর্থ; বন্ধ লিড বন্ধই থাকে।',
  },
  gpLoyaltyImported: { en: 'The loyalty list is updated.', bn: 'লয়্যালটি তালিকা হালনাগাদ হয়েছে।' },
  driverNotApproved: {
    en: 'This driver account is waiting for approval. Please contact the driver team.',
    bn: 'এই চালকের অ্যাকাউন্টটি এখনো অনুমোদনের অপেক্ষায় আছে। অনুগ্রহ করে ড্রাইভার টিমের সঙ্গে যোগাযোগ করুন।',
  },
  driverSuspended: {
    en: 'This driver account has been suspended. Please contact the driver team.',
    bn: 'এই চালকের অ্যাকাউন্টটি সাময়িকভাবে বন্ধ রাখা হয়েছে। অনুগ্রহ করে ড্রাইভার টিমের সঙ্গে যোগাযোগ করুন।',
  },
  driverExists: {
    en: 'A driver with this mobile number already exists.',
    bn: 'এই মোবাইল নম্বরে একজন চালক আগে থেকেই আছেন।',
  },
  passengerNotFound: { en: 'Passenger not found.', bn: 'যাত্রীকে পাওয়া যায়নি।' },
  promoCodeFormat: { en: 'Use 3 to 20 letters and digits.', bn: '৩ থেকে ২০টি অক্ষর ও সংখ্যা ব্যবহার করুন।' },
  percentageTooHigh: { en: 'A percentage is at most 100.', bn: 'শতাংশ সর্বোচ্চ ১০০ হতে পারে।' },
  promoCodeTaken: { en: 'This code is taken.', bn: 'এই কোডটি আগেই নেওয়া হয়েছে।' },
  cancelRequestApproved: {
    en: 'Cancellation approved: the trip is cancelled.',
    bn: 'বাতিলের অনুরোধ মঞ্জুর: ট্রিপটি বাতিল হয়েছে।',
  },
  cancelRequestDeclined: {
    en: 'Cancellation declined: the trip is confirmed again.',
    bn: 'বাতিলের অনুরোধ নামঞ্জুর: ট্রিপটি আবার নিশ্চিত।',
  },
  pictureUpdated: { en: 'Profile picture updated.', bn: 'প্রোফাইলের ছবি হালনাগাদ হয়েছে।' },
  idempotencyConflict: {
    en: 'This request was already sent with different details.',
    bn: 'এই অনুরোধটি আগেই ভিন্ন তথ্যসহ পাঠানো হয়েছে।',
  },
  driverSignUpExists: {
    en: 'This number already has a driver account. Log in with it instead.',
    bn: 'এই নম্বরে আগে থেকেই চালকের অ্যাকাউন্ট আছে। এর বদলে এটি দিয়ে লগইন করুন।',
  },
  noDriverAccount: {
    en: 'No driver account is registered with this mobile number.',
    bn: 'এই মোবাইল নম্বরে কোনো চালকের অ্যাকাউন্ট নিবন্ধিত নেই।',
  },
  forbidden: { en: 'This account cannot use this feature.', bn: 'এই অ্যাকাউন্ট দিয়ে এই সুবিধাটি ব্যবহার করা যাবে না।' },
  tripNotFound: { en: 'Trip not found.', bn: 'ট্রিপটি পাওয়া যায়নি।' },
  cancelRequestRequired: {
    en: 'This trip can no longer be cancelled here. Please send a cancellation request.',
    bn: 'এই ট্রিপটি এখান থেকে আর বাতিল করা যাবে না। অনুগ্রহ করে বাতিলের অনুরোধ পাঠান।',
  },
  cancelDirectly: {
    en: 'This trip can still be cancelled directly; no request is needed.',
    bn: 'এই ট্রিপটি এখনো সরাসরি বাতিল করা যায়; অনুরোধের প্রয়োজন নেই।',
  },
  cancelRequestPending: {
    en: 'A cancellation request for this trip is already waiting for an answer.',
    bn: 'এই ট্রিপের একটি বাতিলের অনুরোধ ইতিমধ্যে উত্তরের অপেক্ষায় আছে।',
  },
  addressNotFound: { en: 'No address found for this location.', bn: 'এই স্থানের কোনো ঠিকানা পাওয়া যায়নি।' },
  requestInProgress: {
    en: 'This request is still being processed. Please try again.',
    bn: 'অনুরোধটি এখনো প্রক্রিয়াধীন। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  // Live bidding: drivers' bids, the passenger's accept, promos, check-in/out and reviews.
  bidPlaced: { en: 'Your bid has been sent to the passenger.', bn: 'আপনার বিড যাত্রীর কাছে পাঠানো হয়েছে।' },
  bidWithdrawn: { en: 'Your bid has been withdrawn.', bn: 'আপনার বিড প্রত্যাহার করা হয়েছে।' },
  bidNotFound: { en: 'Bid not found.', bn: 'বিডটি পাওয়া যায়নি।' },
  bidNotWithdrawable: {
    en: 'This bid can no longer be withdrawn.',
    bn: 'এই বিডটি আর প্রত্যাহার করা যাবে না।',
  },
  tripNotOpen: { en: 'This trip is no longer taking bids.', bn: 'এই ট্রিপে আর বিড নেওয়া হচ্ছে না।' },
  noPassengerOffer: {
    en: 'This trip has no passenger offer to accept.',
    bn: 'এই ট্রিপে গ্রহণ করার মতো যাত্রীর কোনো প্রস্তাব নেই।',
  },
  // Bidding held back by a paper (DESIGN.md §17): one code per paper, so the notice names it.
  paperBlocksNidFront: {
    en: 'You cannot bid until your National ID (front) is approved and in date. Open My papers to upload it.',
    bn: 'আপনার জাতীয় পরিচয়পত্রের (সামনে) অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksNidBack: {
    en: 'You cannot bid until your National ID (back) is approved and in date. Open My papers to upload it.',
    bn: 'আপনার জাতীয় পরিচয়পত্রের (পেছনে) অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksDrivingLicence: {
    en: 'You cannot bid until your driving licence is approved and in date. Open My papers to upload it.',
    bn: 'আপনার ড্রাইভিং লাইসেন্স অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksVehicleRegistration: {
    en: "You cannot bid until your car's registration is approved and in date. Open My papers to upload it.",
    bn: 'আপনার গাড়ির রেজিস্ট্রেশন অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksFitnessCertificate: {
    en: "You cannot bid until your car's fitness certificate is approved and in date. Open My papers to upload it.",
    bn: 'আপনার গাড়ির ফিটনেস সনদ অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksTaxToken: {
    en: "You cannot bid until your car's tax token is approved and in date. Open My papers to upload it.",
    bn: 'আপনার গাড়ির ট্যাক্স টোকেন অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksInsurance: {
    en: "You cannot bid until your car's insurance is approved and in date. Open My papers to upload it.",
    bn: 'আপনার গাড়ির বিমা অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksRoutePermit: {
    en: "You cannot bid until your car's route permit is approved and in date. Open My papers to upload it.",
    bn: 'আপনার গাড়ির রুট পারমিট অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  paperBlocksCarPhoto: {
    en: "You cannot bid until your car's photo is approved and in date. Open My papers to upload it.",
    bn: 'আপনার গাড়ির ছবি অনুমোদিত ও মেয়াদের মধ্যে না হওয়া পর্যন্ত আপনি বিড করতে পারবেন না। আমার কাগজপত্র থেকে আপলোড করুন।',
  },
  driverNotActive: {
    en: 'Bidding is paused on your account. Please contact the driver team.',
    bn: 'আপনার অ্যাকাউন্টে বিড করা বন্ধ আছে। অনুগ্রহ করে ড্রাইভার টিমের সঙ্গে যোগাযোগ করুন।',
  },
  documentExpiryRequired: {
    en: 'Give the date this paper expires.',
    bn: 'এই কাগজের মেয়াদ শেষের তারিখ দিন।',
  },
  documentExpiryInPast: {
    en: 'This paper has already expired. Upload the renewed one.',
    bn: 'এই কাগজের মেয়াদ ইতিমধ্যে শেষ। নবায়ন করা কাগজটি দিন।',
  },
  documentNotFound: { en: 'Paper not found.', bn: 'কাগজটি পাওয়া যায়নি।' },
  documentAlreadyReviewed: {
    en: 'This paper has already been reviewed.',
    bn: 'এই কাগজটি ইতিমধ্যে যাচাই করা হয়েছে।',
  },
  documentLinkExpired: {
    en: 'This link to the paper has expired. Open the paper again.',
    bn: 'কাগজের এই লিংকের মেয়াদ শেষ। কাগজটি আবার খুলুন।',
  },
  driverBooked: {
    en: 'You are already booked for another trip at that time.',
    bn: 'ওই সময়ে আপনি ইতিমধ্যে অন্য একটি ট্রিপে নিযুক্ত।',
  },
  driverProfileMissing: {
    en: 'This driver account has no driver profile yet. Please contact support.',
    bn: 'এই চালক অ্যাকাউন্টের এখনো কোনো চালক প্রোফাইল নেই। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  },
  driverNotFound: { en: 'Driver not found.', bn: 'চালককে পাওয়া যায়নি।' },
  promoNotActiveNow: {
    en: 'This promo code cannot be used at this time.',
    bn: 'এই প্রোমো কোডটি এই সময়ে ব্যবহার করা যাবে না।',
  },
  promoUserLimitReached: {
    en: 'You have already used this promo code as many times as allowed.',
    bn: 'আপনি এই প্রোমো কোডটি অনুমোদিত সংখ্যকবার ব্যবহার করে ফেলেছেন।',
  },
  promoUsedUp: { en: 'This promo code has been fully used.', bn: 'এই প্রোমো কোডটির ব্যবহার সীমা শেষ হয়ে গেছে।' },
  checkedIn: { en: 'Checked in. Have a safe trip!', bn: 'চেক-ইন হয়েছে। আপনার যাত্রা নিরাপদ হোক!' },
  checkedOut: {
    en: 'Checked out. Thank you for travelling with us.',
    bn: 'চেক-আউট হয়েছে। আমাদের সাথে ভ্রমণের জন্য ধন্যবাদ।',
  },
  checkInNotAllowed: {
    en: 'Only a confirmed trip can be checked in.',
    bn: 'শুধু নিশ্চিত ট্রিপেই চেক-ইন করা যায়।',
  },
  checkOutNotAllowed: {
    en: 'Only a started trip can be checked out.',
    bn: 'শুধু শুরু হওয়া ট্রিপেই চেক-আউট করা যায়।',
  },
  driverArrived: {
    en: 'The passenger has been told that you have arrived.',
    bn: 'আপনি পৌঁছেছেন, তা যাত্রীকে জানানো হয়েছে।',
  },
  arrivalNotAllowed: {
    en: 'Only a confirmed trip can be marked as arrived.',
    bn: 'শুধু নিশ্চিত ট্রিপেই পৌঁছানোর কথা জানানো যায়।',
  },
  arrivalAlreadyMarked: {
    en: 'You have already marked this trip as arrived.',
    bn: 'আপনি এই ট্রিপে পৌঁছানোর কথা আগেই জানিয়েছেন।',
  },
  shareLinkCreated: {
    en: 'Your link is ready: send it to the people who should follow the trip.',
    bn: 'আপনার লিংক তৈরি: যাঁরা ট্রিপটি অনুসরণ করবেন তাঁদের পাঠান।',
  },
  shareLinkRevoked: {
    en: 'The link is revoked: it no longer shows the trip.',
    bn: 'লিংকটি বাতিল হয়েছে: এটি আর ট্রিপ দেখায় না।',
  },
  shareLinkNotAllowed: {
    en: 'A trip can be shared once it is booked, until a day after it ends.',
    bn: 'বুক হওয়ার পর থেকে শেষ হওয়ার এক দিন পর পর্যন্ত ট্রিপ শেয়ার করা যায়।',
  },
  shareLinkLimit: {
    en: 'This trip has as many live links as it can have: revoke one first.',
    bn: 'এই ট্রিপে সর্বোচ্চ সংখ্যক লিংক চালু আছে: আগে একটি বাতিল করুন।',
  },
  shareLinkTexted: {
    en: 'The link is on its way by SMS to your trusted contacts.',
    bn: 'লিংকটি এসএমএসে আপনার বিশ্বস্ত পরিচিতিদের কাছে যাচ্ছে।',
  },
  noTrustedContacts: {
    en: 'You have no trusted contacts yet: add them on your profile first.',
    bn: 'আপনার এখনো কোনো বিশ্বস্ত পরিচিতি নেই: আগে প্রোফাইলে যোগ করুন।',
  },
  shareLinkNotFound: {
    en: 'This link shows no trip: it was revoked, the trip ended more than a day ago, or the link is wrong.',
    bn: 'এই লিংকে কোনো ট্রিপ নেই: এটি বাতিল হয়েছে, ট্রিপ শেষ হয়েছে এক দিনের বেশি আগে, অথবা লিংকটি ভুল।',
  },
  receiptNotAvailable: {
    en: 'A receipt is made once the trip is complete or an advance is paid.',
    bn: 'ট্রিপ সম্পন্ন হলে বা অগ্রিম পরিশোধ হলে রসিদ তৈরি হয়।',
  },
  advanceRequired: {
    en: 'The driver is held for you: pay the advance to confirm the booking.',
    bn: 'চালককে আপনার জন্য রাখা হয়েছে: বুকিং নিশ্চিত করতে অগ্রিম পরিশোধ করুন।',
  },
  bidHeldForAdvance: {
    en: 'A passenger is paying the advance for this bid: it cannot be withdrawn until their time runs out.',
    bn: 'একজন যাত্রী এই বিডের অগ্রিম পরিশোধ করছেন: তাঁর সময় শেষ হওয়ার আগে এটি তুলে নেওয়া যাবে না।',
  },
  advanceNotHeld: {
    en: 'No driver is held for this trip any more: choose a bid again.',
    bn: 'এই ট্রিপের জন্য আর কোনো চালক রাখা নেই: আবার একটি বিড বেছে নিন।',
  },
  paymentNotFound: { en: 'No such payment.', bn: 'এমন কোনো পেমেন্ট নেই।' },
  refundRequested: {
    en: 'The refund is asked of the gateway; its state shows in the refunds list.',
    bn: 'গেটওয়ের কাছে ফেরত চাওয়া হয়েছে; এর অবস্থা ফেরতের তালিকায় দেখা যাবে।',
  },
  refundNotPossible: {
    en: 'Only a completed payment can be refunded.',
    bn: 'শুধু সম্পন্ন পেমেন্টই ফেরত দেওয়া যায়।',
  },
  paymentUnavailable: {
    en: 'The payment service did not answer. Please try again, or choose another way to pay.',
    bn: 'পেমেন্ট সেবা সাড়া দেয়নি। আবার চেষ্টা করুন, অথবা অন্যভাবে পরিশোধ করুন।',
  },
  subscriptionOverdue: {
    en: 'Your subscription is unpaid past its grace period. Pay it in Subscription to bid again.',
    bn: 'আপনার সাবস্ক্রিপশন সময়সীমার পরেও অপরিশোধিত। আবার বিড করতে সাবস্ক্রিপশন থেকে পরিশোধ করুন।',
  },
  invoiceNotFound: {
    en: 'No such invoice of yours.',
    bn: 'আপনার এমন কোনো ইনভয়েস নেই।',
  },
  invoiceAlreadyPaid: {
    en: 'This invoice is already paid.',
    bn: 'এই ইনভয়েস ইতিমধ্যে পরিশোধ করা হয়েছে।',
  },
  reviewNotAllowed: {
    en: 'You can review a trip once it is completed.',
    bn: 'ট্রিপ সম্পন্ন হওয়ার পরেই রিভিউ দেওয়া যায়।',
  },
  postNotFound: {
    en: 'This post is not here any more, or the link is wrong.',
    bn: 'পোস্টটি আর নেই, অথবা লিংকটি ভুল।',
  },
  campaignNotFound: {
    en: 'This campaign is not here any more, or the link is wrong.',
    bn: 'ক্যাম্পেইনটি আর নেই, অথবা লিংকটি ভুল।',
  },
  pageNotFound: { en: 'This page was not found.', bn: 'পেজটি পাওয়া যায়নি।' },
  // Field messages the validation schemas emit (the API returns them as they are; the web shows `bn`).
  invalidInput: { en: 'Invalid input.', bn: 'ইনপুট সঠিক নয়।' },
  // SPEC.md §5: the login form shows this one message for every phone problem.
  mobileRequired: { en: 'The Mobile Number is required', bn: 'মোবাইল নম্বর আবশ্যক' },
  mobileElevenDigits: {
    en: 'Mobile number must be exactly 11 digits.',
    bn: 'মোবাইল নম্বর অবশ্যই ১১ সংখ্যার হতে হবে।',
  },
  mobileNotBangladeshi: {
    en: 'Please enter a valid Bangladeshi mobile number.',
    bn: 'অনুগ্রহ করে একটি সঠিক বাংলাদেশি মোবাইল নম্বর দিন।',
  },
  otpInvalid: { en: 'Please enter the 4-digit code.', bn: 'অনুগ্রহ করে ৪ সংখ্যার কোডটি দিন।' },
  tokenRequired: { en: 'Token is required.', bn: 'টোকেন আবশ্যক।' },
  nameRequired: { en: 'Name is required.', bn: 'নাম আবশ্যক।' },
  fullNameRequired: { en: 'Full name is required.', bn: 'পুরো নাম আবশ্যক।' },
  designationRequired: { en: 'Designation is required.', bn: 'পদবি আবশ্যক।' },
  companyNameRequired: { en: 'Company name is required.', bn: 'প্রতিষ্ঠানের নাম আবশ্যক।' },
  emailRequired: { en: 'Email is required.', bn: 'ইমেইল আবশ্যক।' },
  emailInvalid: { en: 'Please enter a valid email address.', bn: 'অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন।' },
  textTooLong: { en: 'This text is too long.', bn: 'লেখাটি অনেক বড়।' },
  tripTypeInvalid: { en: 'Please choose a trip type.', bn: 'অনুগ্রহ করে ট্রিপের ধরন বেছে নিন।' },
  carTypeInvalid: { en: 'Please choose a car type.', bn: 'অনুগ্রহ করে গাড়ির ধরন বেছে নিন।' },
  airportInvalid: { en: 'Please choose an airport.', bn: 'অনুগ্রহ করে একটি বিমানবন্দর বেছে নিন।' },
  pickupRequired: { en: 'Pickup location is required.', bn: 'পিকআপের স্থান আবশ্যক।' },
  dropoffRequired: { en: 'Drop-off location is required.', bn: 'গন্তব্যের স্থান আবশ্যক।' },
  locationRequired: { en: 'Location is required.', bn: 'স্থান আবশ্যক।' },
  locationOutsideBangladesh: {
    en: 'Please choose a place in Bangladesh.',
    bn: 'অনুগ্রহ করে বাংলাদেশের মধ্যে একটি স্থান বেছে নিন।',
  },
  locationInvalid: { en: 'Please choose a location on the map.', bn: 'অনুগ্রহ করে মানচিত্রে একটি স্থান বেছে নিন।' },
  pickupTimeInvalid: { en: 'Please choose a valid pickup time.', bn: 'অনুগ্রহ করে সঠিক পিকআপের সময় বেছে নিন।' },
  pickupTimeInPast: { en: 'Pickup time must be in the future.', bn: 'পিকআপের সময় অবশ্যই ভবিষ্যতের হতে হবে।' },
  pickupTimeTooFar: {
    en: 'Pickup time can be at most 90 days ahead.',
    bn: 'পিকআপের সময় সর্বোচ্চ ৯০ দিন পরের হতে পারে।',
  },
  returnTimeRequired: {
    en: 'Return time is required for a round trip.',
    bn: 'রাউন্ড ট্রিপের জন্য ফেরার সময় আবশ্যক।',
  },
  returnTimeInvalid: { en: 'Please choose a valid return time.', bn: 'অনুগ্রহ করে সঠিক ফেরার সময় বেছে নিন।' },
  returnTooLate: {
    en: 'Return time must be within 30 days of pickup.',
    bn: 'ফেরার সময় অবশ্যই পিকআপের ৩০ দিনের মধ্যে হতে হবে।',
  },
  returnBeforePickup: {
    en: 'Return time must be after pickup time.',
    bn: 'ফেরার সময় অবশ্যই পিকআপের সময়ের পরে হতে হবে।',
  },
  hoursOutOfRange: {
    en: 'Please choose between 1 and 12 hours.',
    bn: 'অনুগ্রহ করে ১ থেকে ১২ ঘণ্টার মধ্যে বেছে নিন।',
  },
  monthInvalid: { en: 'Please choose a month as YYYY-MM.', bn: 'অনুগ্রহ করে মাসটি YYYY-MM আকারে দিন।' },
  amountInvalid: { en: 'Please enter an amount in whole taka.', bn: 'অনুগ্রহ করে পূর্ণ টাকায় পরিমাণ লিখুন।' },
  flightNumberInvalid: { en: 'Please enter a valid flight number.', bn: 'অনুগ্রহ করে সঠিক ফ্লাইট নম্বর দিন।' },
  idInvalid: { en: 'Invalid id.', bn: 'আইডি সঠিক নয়।' },
  promoCodeInvalid: { en: 'Please enter a valid promo code.', bn: 'অনুগ্রহ করে সঠিক প্রোমো কোড দিন।' },
  reasonRequired: { en: 'Please choose a reason.', bn: 'অনুগ্রহ করে একটি কারণ বেছে নিন।' },
  checkActionInvalid: {
    en: 'Please choose check in or check out.',
    bn: 'অনুগ্রহ করে চেক-ইন অথবা চেক-আউট বেছে নিন।',
  },
  ratingInvalid: { en: 'Please give a rating from 1 to 5.', bn: 'অনুগ্রহ করে ১ থেকে ৫ এর মধ্যে রেটিং দিন।' },
  answersInvalid: {
    en: 'Please answer the survey questions.',
    bn: 'অনুগ্রহ করে জরিপের প্রশ্নগুলোর উত্তর দিন।',
  },
  genderInvalid: { en: 'Please choose a gender.', bn: 'অনুগ্রহ করে লিঙ্গ বেছে নিন।' },
  dateOfBirthInvalid: { en: 'Please enter a valid date of birth.', bn: 'অনুগ্রহ করে সঠিক জন্মতারিখ দিন।' },
  addressRequired: { en: 'Address is required.', bn: 'ঠিকানা আবশ্যক।' },
  statusInvalid: { en: 'Unknown status.', bn: 'অজানা স্ট্যাটাস।' },
  districtRequired: { en: 'Please choose your district.', bn: 'অনুগ্রহ করে আপনার জেলা বেছে নিন।' },
  licenceRequired: {
    en: 'Driving licence number is required.',
    bn: 'ড্রাইভিং লাইসেন্স নম্বর আবশ্যক।',
  },
  ownCarRequired: {
    en: 'Please tell us whether you own a car.',
    bn: 'আপনার নিজের গাড়ি আছে কি না, অনুগ্রহ করে জানান।',
  },
  carYearInvalid: {
    en: 'Please enter the year the car was made.',
    bn: 'গাড়িটি কোন সালে তৈরি, অনুগ্রহ করে লিখুন।',
  },
  experienceInvalid: {
    en: 'Please enter your years of driving, from 0 to 50.',
    bn: 'কত বছর গাড়ি চালাচ্ছেন, ০ থেকে ৫০-এর মধ্যে লিখুন।',
  },
  organisationRequired: { en: 'Organisation name is required.', bn: 'প্রতিষ্ঠানের নাম লিখুন।' },
  contactNameRequired: {
    en: 'Contact person’s name is required.',
    bn: 'যোগাযোগকারী ব্যক্তির নাম আবশ্যক।',
  },
  startDateInvalid: {
    en: 'Please choose a start date from today onwards.',
    bn: 'অনুগ্রহ করে আজ বা এর পরের একটি তারিখ বেছে নিন।',
  },
  endDateBeforeStart: {
    en: 'The end date cannot be before the start date.',
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না।',
  },
  carsOutOfRange: {
    en: 'Please ask for between 1 and 50 cars.',
    bn: 'অনুগ্রহ করে ১ থেকে ৫০টি গাড়ির মধ্যে সংখ্যা দিন।',
  },
  imageInvalid: {
    en: 'Please choose a JPEG, PNG or WebP picture.',
    bn: 'অনুগ্রহ করে JPEG, PNG অথবা WebP ছবি বেছে নিন।',
  },
  imageTooLarge: { en: 'The picture must be 2 MB or smaller.', bn: 'ছবিটি ২ এমবি বা তার চেয়ে ছোট হতে হবে।' },
  imageTooManyPixels: {
    en: 'The picture must be at most 40 megapixels (for example 8000 × 5000).',
    bn: 'ছবিটি সর্বোচ্চ ৪০ মেগাপিক্সেল হতে পারে (যেমন ৮০০০ × ৫০০০)।',
  },
  slugTaken: {
    en: 'This web address is already used by another entry.',
    bn: 'এই ওয়েব ঠিকানাটি আগেই আরেকটি লেখায় ব্যবহার হয়েছে।',
  },
  slugFormat: {
    en: 'Use lowercase letters, digits and single dashes.',
    bn: 'ছোট হাতের ইংরেজি অক্ষর, সংখ্যা আর একক ড্যাশ ব্যবহার করুন।',
  },
  linkedEntryMissing: { en: 'The linked entry does not exist.', bn: 'যুক্ত করা এন্ট্রিটি খুঁজে পাওয়া যায়নি।' },
  imageAddressInvalid: {
    en: 'Upload a picture, or give an https address or a path on this site.',
    bn: 'একটি ছবি আপলোড করুন, অথবা https ঠিকানা বা এই সাইটের একটি পাথ দিন।',
  },
  linkInvalid: { en: 'Give an http or https address.', bn: 'একটি http বা https ঠিকানা দিন।' },
  contentNotFound: { en: 'This entry does not exist.', bn: 'এই এন্ট্রিটি নেই।' },
  campaignEndsBeforeStart: {
    en: 'A campaign must end after it starts.',
    bn: 'ক্যাম্পেইন শুরু হওয়ার পরেই শেষ হতে হবে।',
  },
  staffNotFound: { en: 'This staff account does not exist.', bn: 'এই স্টাফ অ্যাকাউন্টটি নেই।' },
  staffEmailTaken: {
    en: 'A staff account with this email already exists.',
    bn: 'এই ইমেইলে একটি স্টাফ অ্যাকাউন্ট আগে থেকেই আছে।',
  },
  staffSelfChange: {
    en: 'You cannot close your own account or change your own role; ask another admin.',
    bn: 'নিজের অ্যাকাউন্ট বন্ধ বা নিজের ভূমিকা বদলানো যায় না; আরেকজন অ্যাডমিনকে বলুন।',
  },
  staffSessionsEnded: {
    en: 'Every session of this account has ended; it must log in again.',
    bn: 'এই অ্যাকাউন্টের সব সেশন শেষ হয়েছে; আবার লগ ইন করতে হবে।',
  },
  staffPasswordChangeRequired: {
    en: 'Choose a new password before you continue.',
    bn: 'চালিয়ে যাওয়ার আগে একটি নতুন পাসওয়ার্ড বেছে নিন।',
  },
  staffPasswordChanged: {
    en: 'Your password is changed. Your other sessions have ended.',
    bn: 'আপনার পাসওয়ার্ড বদলানো হয়েছে। আপনার অন্য সব সেশন শেষ হয়েছে।',
  },
  staffPasswordWrong: {
    en: 'Your current password is not right.',
    bn: 'আপনার বর্তমান পাসওয়ার্ডটি সঠিক নয়।',
  },
  staffPasswordShort: {
    en: 'Use at least 12 characters.',
    bn: 'কমপক্ষে ১২টি অক্ষর ব্যবহার করুন।',
  },
  staffPasswordHasEmail: {
    en: 'The password must not be or contain your email address.',
    bn: 'পাসওয়ার্ডটি আপনার ইমেইল ঠিকানা হতে পারবে না, বা তাতে ইমেইল ঠিকানা থাকতে পারবে না।',
  },
  staffPasswordUnchanged: {
    en: 'Choose a password different from the current one.',
    bn: 'বর্তমান পাসওয়ার্ড থেকে আলাদা একটি পাসওয়ার্ড বেছে নিন।',
  },
  leadNotDriverSignUp: {
    en: 'Only an open driver sign-up can become a driver account.',
    bn: 'শুধু খোলা চালক-নিবন্ধন থেকেই চালকের অ্যাকাউন্ট খোলা যায়।',
  },
  // Google sign-in (DESIGN.md §14): a Google account logs in alone once linked to a mobile verified by code.
  googleLinkRequired: {
    en: 'Enter your mobile number once to link your Google account.',
    bn: 'আপনার গুগল অ্যাকাউন্ট যুক্ত করতে একবার আপনার মোবাইল নম্বর দিন।',
  },
  googleSignInFailed: {
    en: 'Google sign-in did not work. Please try again.',
    bn: 'গুগল দিয়ে লগ ইন হয়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  },
  googleAccountBlocked: {
    en: 'This Google account is linked to a disabled account and cannot be linked to another number. Please contact support.',
    bn: 'এই গুগল অ্যাকাউন্টটি একটি বন্ধ করা অ্যাকাউন্টে যুক্ত, তাই অন্য নম্বরে যুক্ত করা যাবে না। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
  },
  googleSignInUnavailable: {
    en: 'Google sign-in is not available.',
    bn: 'গুগল দিয়ে লগ ইন এখন চালু নেই।',
  },
  googleUnlinked: {
    en: 'Your Google account is no longer linked.',
    bn: 'আপনার গুগল অ্যাকাউন্ট আর যুক্ত নেই।',
  },
  pushOff: {
    en: 'Notifications on this device are not available here.',
    bn: 'এখানে এই ডিভাইসে নোটিফিকেশন পাওয়া যায় না।',
  },
  pushServiceRefused: {
    en: 'This browser’s notification service is not one we can send to.',
    bn: 'এই ব্রাউজারের নোটিফিকেশন সার্ভিসে আমরা পাঠাতে পারি না।',
  },
  pushSubscribed: {
    en: 'This device will get notifications.',
    bn: 'এই ডিভাইসে নোটিফিকেশন আসবে।',
  },
  pushUnsubscribed: {
    en: 'This device will get no more notifications.',
    bn: 'এই ডিভাইসে আর নোটিফিকেশন আসবে না।',
  },
  pushPreferencesSaved: {
    en: 'Your notification choices are saved.',
    bn: 'আপনার নোটিফিকেশনের পছন্দ সংরক্ষিত হয়েছে।',
  },
  websocketRequired: {
    en: 'Connect with a WebSocket.',
    bn: 'WebSocket দিয়ে সংযোগ করুন।',
  },
  // The trip in progress (DESIGN.md §15): a driver's position refused, and why.
  positionOutsideBangladesh: {
    en: 'This position is outside Bangladesh.',
    bn: 'এই অবস্থানটি বাংলাদেশের বাইরে।',
  },
  positionInFuture: {
    en: 'This position’s time is in the future. Please check the phone’s clock.',
    bn: 'এই অবস্থানের সময়টি ভবিষ্যতের। অনুগ্রহ করে ফোনের ঘড়ি দেখুন।',
  },
  positionTooOld: {
    en: 'This position is too old to show.',
    bn: 'এই অবস্থানটি দেখানোর জন্য অনেক পুরোনো।',
  },
  positionInaccurate: {
    en: 'This position is not accurate enough.',
    bn: 'এই অবস্থানটি যথেষ্ট নির্ভুল নয়।',
  },
  positionOutOfOrder: {
    en: 'This position is not newer than the last one sent.',
    bn: 'এই অবস্থানটি আগের পাঠানো অবস্থানের চেয়ে নতুন নয়।',
  },
  positionTimeInvalid: {
    en: 'This position has no valid time.',
    bn: 'এই অবস্থানের সময়টি সঠিক নয়।',
  },
  positionTooFast: {
    en: 'This position is too far from the last one for the time between them.',
    bn: 'মাঝের সময়ের তুলনায় এই অবস্থানটি আগেরটি থেকে অনেক দূরে।',
  },
  driverCancelNotAllowed: {
    en: 'Only a booked trip that has not started can be cancelled.',
    bn: 'শুধু বুক করা, এখনো শুরু না হওয়া ট্রিপ বাতিল করা যায়।',
  },
  bidAfterGivingBack: {
    en: 'You cancelled this trip, so you cannot bid on it again.',
    bn: 'আপনি এই ট্রিপটি বাতিল করেছেন, তাই আবার বিড করতে পারবেন না।',
  },
  driverTripCancelled: {
    en: 'The trip is cancelled and open for other drivers. It counts against your reliability.',
    bn: 'ট্রিপটি বাতিল হয়েছে এবং অন্য চালকদের জন্য খোলা। এটি আপনার নির্ভরযোগ্যতায় গণ্য হবে।',
  },
  noShowTooEarly: {
    en: 'You can report that the driver did not come from 15 minutes after the pickup time.',
    bn: 'পিকআপের সময়ের ১৫ মিনিট পর থেকে চালক না আসার কথা জানাতে পারবেন।',
  },
  noShowNotAllowed: {
    en: 'Only a booked trip that has not started can be reported.',
    bn: 'শুধু বুক করা, এখনো শুরু না হওয়া ট্রিপের ক্ষেত্রে জানানো যায়।',
  },
  noShowReported: {
    en: 'Thank you. Our staff will check and tell you shortly.',
    bn: 'ধন্যবাদ। আমাদের কর্মীরা যাচাই করে শিগগিরই জানাবেন।',
  },
  noShowDecided: { en: 'The report is decided.', bn: 'অভিযোগের সিদ্ধান্ত নেওয়া হয়েছে।' },
  noShowReportNotFound: { en: 'This report was not found.', bn: 'এই অভিযোগটি পাওয়া যায়নি।' },
  noShowReportDecided: {
    en: 'This report has already been decided.',
    bn: 'এই অভিযোগের সিদ্ধান্ত আগেই নেওয়া হয়েছে।',
  },
  onMyWayNotAllowed: {
    en: 'Only a confirmed trip can be marked as on the way.',
    bn: 'শুধু নিশ্চিত ট্রিপেই রওনা হওয়ার কথা জানানো যায়।',
  },
  onMyWayAlreadyMarked: {
    en: 'You have already told the passenger that you are on your way.',
    bn: 'আপনি রওনা হয়েছেন, তা যাত্রীকে আগেই জানিয়েছেন।',
  },
  driverOnMyWay: {
    en: 'The passenger has been told that you are on your way. Your location is now shared with them.',
    bn: 'আপনি রওনা হয়েছেন, তা যাত্রীকে জানানো হয়েছে। এখন থেকে আপনার অবস্থান তাঁর সাথে শেয়ার হচ্ছে।',
  },
  positionsNotAccepted: {
    en: 'This trip is not sharing its location now: tap “On my way” first, or the trip has ended.',
    bn: 'এই ট্রিপে এখন অবস্থান শেয়ার হচ্ছে না: আগে “রওনা হয়েছি” চাপুন, অথবা ট্রিপটি শেষ হয়ে গেছে।',
  },
  positionsTooMany: {
    en: 'Positions are being sent too often. Please wait a few seconds.',
    bn: 'খুব ঘনঘন অবস্থান পাঠানো হচ্ছে। অনুগ্রহ করে কয়েক সেকেন্ড অপেক্ষা করুন।',
  },
  positionsAccepted: {
    en: 'Your location was shared with the passenger.',
    bn: 'আপনার অবস্থান যাত্রীর সাথে শেয়ার করা হয়েছে।',
  },
  tripCodeWrong: {
    en: 'That trip code is not right. Ask the driver for the code shown in their app.',
    bn: 'ট্রিপ কোডটি সঠিক নয়। চালকের অ্যাপে দেখানো কোডটি তাঁর কাছে জেনে নিন।',
  },
  tripCodeRequired: {
    en: 'Type the 4-digit trip code shown in your driver’s app.',
    bn: 'চালকের অ্যাপে দেখানো ৪ অঙ্কের ট্রিপ কোডটি লিখুন।',
  },
  tripCodeLocked: {
    en: 'Too many wrong trip codes. Our team has been told and will call you.',
    bn: 'অনেকবার ভুল ট্রিপ কোড দেওয়া হয়েছে। আমাদের টিমকে জানানো হয়েছে, তাঁরা আপনাকে ফোন করবেন।',
  },
  trustedContactsSaved: {
    en: 'Your trusted contacts are saved.',
    bn: 'আপনার বিশ্বস্ত পরিচিতিগুলো সংরক্ষিত হয়েছে।',
  },
  sosRaised: {
    en: 'Our team has been alerted. If you are in danger, call 999.',
    bn: 'আমাদের টিমকে জানানো হয়েছে। বিপদে থাকলে ৯৯৯-এ ফোন করুন।',
  },
  sosNotAllowed: {
    en: 'SOS is for a booked or started trip only.',
    bn: 'এসওএস শুধু বুক করা বা শুরু হওয়া ট্রিপের জন্য।',
  },
  sosMarkedSafe: {
    en: 'Glad you are safe. We have told our team.',
    bn: 'আপনি নিরাপদ জেনে ভালো লাগল। আমাদের টিমকে জানিয়েছি।',
  },
  noOpenIncident: {
    en: 'There is no open alert on this trip.',
    bn: 'এই ট্রিপে কোনো চালু সতর্কতা নেই।',
  },
  guardianAnsweredOk: {
    en: 'Thank you. We will keep an eye on the trip.',
    bn: 'ধন্যবাদ। আমরা ট্রিপটির দিকে নজর রাখছি।',
  },
  noPendingGuardianCheck: {
    en: 'There is no question waiting for an answer on this trip.',
    bn: 'এই ট্রিপে উত্তরের অপেক্ষায় কোনো প্রশ্ন নেই।',
  },
  incidentNotFound: { en: 'Incident not found.', bn: 'ঘটনাটি পাওয়া যায়নি।' },
  incidentAcknowledged: { en: 'Incident acknowledged.', bn: 'ঘটনাটি স্বীকার করা হয়েছে।' },
  incidentNoteAdded: { en: 'Note added.', bn: 'নোট যোগ হয়েছে।' },
  incidentResolved: { en: 'Incident resolved.', bn: 'ঘটনাটির সমাধান হয়েছে।' },
  incidentAlreadyResolved: {
    en: 'This incident is already resolved.',
    bn: 'এই ঘটনাটির সমাধান আগেই হয়েছে।',
  },
  incidentAlreadyAcknowledged: {
    en: 'This incident is already acknowledged.',
    bn: 'এই ঘটনাটি আগেই স্বীকার করা হয়েছে।',
  },
  trustedContactsTooMany: {
    en: 'You can save at most 5 trusted contacts.',
    bn: 'আপনি সর্বোচ্চ ৫ জন বিশ্বস্ত পরিচিতি রাখতে পারেন।',
  },
  trustedContactDuplicate: {
    en: 'This number is already one of your trusted contacts.',
    bn: 'এই নম্বরটি আগে থেকেই আপনার বিশ্বস্ত পরিচিতিতে আছে।',
  },
  ticketOpened: {
    en: 'Your ticket is open. Our support team will answer you here and by SMS.',
    bn: 'আপনার টিকিট খোলা হয়েছে। আমাদের সাপোর্ট টিম এখানে ও এসএমএসে আপনাকে উত্তর দেবে।',
  },
  ticketReplySent: { en: 'Your reply is sent.', bn: 'আপনার উত্তর পাঠানো হয়েছে।' },
  ticketNotFound: { en: 'Ticket not found.', bn: 'টিকিটটি পাওয়া যায়নি।' },
  ticketRated: { en: 'Thank you for rating our answer.', bn: 'আমাদের উত্তরের রেটিং দেওয়ার জন্য ধন্যবাদ।' },
  ticketNotResolvedYet: {
    en: 'You can rate a ticket once it is resolved.',
    bn: 'টিকিটটির সমাধান হলে তবেই রেটিং দিতে পারবেন।',
  },
  ticketAlreadyRated: { en: 'You have already rated this ticket.', bn: 'এই টিকিটে আপনি আগেই রেটিং দিয়েছেন।' },
  ticketAlreadyResolved: {
    en: 'This ticket is resolved. Open a new ticket if you need more help.',
    bn: 'এই টিকিটের সমাধান হয়ে গেছে। আরও সাহায্য লাগলে নতুন টিকিট খুলুন।',
  },
  ticketTooManyPictures: {
    en: 'A ticket can have at most 3 pictures.',
    bn: 'একটি টিকিটে সর্বোচ্চ ৩টি ছবি দেওয়া যায়।',
  },
  ticketPictureAdded: { en: 'Picture added.', bn: 'ছবি যোগ হয়েছে।' },
  ticketTripNeeded: {
    en: 'Choose the trip you left the item in.',
    bn: 'যে ট্রিপে জিনিসটি ফেলে এসেছেন সেটি বেছে নিন।',
  },
  lostItemNotCompleted: {
    en: 'A lost item can be reported on a completed trip only.',
    bn: 'হারানো জিনিসের কথা শুধু সম্পন্ন ট্রিপেই জানানো যায়।',
  },
  lostItemAnswered: { en: 'Thank you. We have told the passenger.', bn: 'ধন্যবাদ। আমরা যাত্রীকে জানিয়েছি।' },
  ticketUpdated: { en: 'Ticket updated.', bn: 'টিকিট হালনাগাদ হয়েছে।' },
  ticketResolved: { en: 'Ticket resolved.', bn: 'টিকিটের সমাধান হয়েছে।' },
  ticketNoteAdded: { en: 'Internal note added.', bn: 'অভ্যন্তরীণ নোট যোগ হয়েছে।' },
} as const;

export type MessageKey = keyof typeof messageCatalogue;
export type Lang = 'en' | 'bn';

export function translateMessage(key: MessageKey, lang: Lang): string {
  return messageCatalogue[key][lang];
}

/** Finds the catalogue key of an English server message, so the web can show it in Bangla. */
export function messageKeyOf(english: string): MessageKey | undefined {
  return (Object.keys(messageCatalogue) as MessageKey[]).find((k) => messageCatalogue[k].en === english);
}

/** SPEC.md §8 / DESIGN.md §9: the message a status shows when the server sent none. */
export function defaultMessageKeyForStatus(status: number): MessageKey | undefined {
  if (status >= 200 && status < 300) return status === 204 ? 'noContent' : undefined;
  if (status === 401) return 'pleaseLogInAgain';
  if (status === 404) return 'serverNotFound';
  if (status === 422) return 'validationError';
  if (status === 429) return 'tooManyRequests';
  return 'somethingWentWrong';
}
