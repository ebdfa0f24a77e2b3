import { HELP_PAGE_TITLE, PRIVACY_PAGE_TITLE, type SiteContentKey } from '@waymark/domain';

/**
 * The help and privacy pages a new database starts with, written for this product. Staff replace
 * them with `npm run content -- set …`; a replaced page is never seeded over.
 *
 * Structure the web app relies on (decision 012): an <h2> starts a section; on the help page an
 * <h3> is a question, and everything after it up to the next heading is its answer, shown as
 * one FAQ accordion. Only the page allow-list's tags survive (HTML_PAGE_POLICY), and links must
 * be absolute http(s) addresses.
 */

function helpPage(product: string): string {
  return `
<p>Answers to the questions people ask us most. If yours is not here, send us your feedback: we read every message.</p>

<h2>Finding tracks, huts and campsites</h2>

<h3>How do I find a track?</h3>
<p>Open Tracks and search for a track, hut, campsite or town by name, or press Near me to list what is closest to you. Filters narrow the list by walking time, difficulty and distance, and by whether a place suits wheelchairs and buggies or allows dogs. The map shows where everything in the list is.</p>

<h3>Where does the information about a place come from?</h3>
<p>Track, hut and campsite details come from the Department of Conservation Te Papa Atawhai's open data. Tracks change with slips, floods and storms, so check a place's Alerts page, and DOC's own notices, shortly before you leave.</p>

<h3>What do the Alerts and Weather pages show?</h3>
<p>Alerts brings together MetService severe weather warnings and watches, DOC alerts for the track and its huts and campsites, avalanche advisories from the NZ Avalanche Advisory, and notices from the ${product} team. Weather shows the forecast for the place: the alpine forecast where there is one, otherwise the local or regional forecast.</p>
<p>Choose your trip dates and both pages show what applies to those days.</p>

<h2>Trip plans</h2>

<h3>What is a trip plan for?</h3>
<p>A trip plan says where you are going, when you expect to be back, who is with you and what you are carrying. Leave it with someone at home: if you do not come back, it is what they and a search team need first.</p>

<h3>How do I make a trip plan?</h3>
<p>Open a track, hut or campsite, choose its Plan tab and pick your dates. Add a trip name, the people in your group, an emergency contact, notes or a plan for each day, your vehicle and emergency equipment, and documents such as a route card. Save it as a draft, or press <strong>Save and share your plan</strong> to publish it.</p>
<p>You can start a plan without an account; you are asked to log in or sign up, free, before it is saved.</p>

<h3>Who can read my published plan?</h3>
<p>Publishing emails the plan's link to everyone in your group and to your emergency contact, if you saved an email address for them. Anyone with that link can read the plan: where and when you are going, the names and phone numbers of your group and emergency contact, and your notes. Your vehicle and the documents you attach are shown only to the people on the plan, logged in; if you are overdue, your emergency contact is emailed the vehicle's details with the plan as a PDF. Email addresses are shown only to you and to the people editing the plan with you.</p>
<p>A draft cannot be read by its link. Share a published plan's link only with people who need it.</p>

<h3>Can someone else edit my plan?</h3>
<p>When you publish, people in your group who have a ${product} account under the email address you saved for them find the plan in My Walks. They can accept it, and then edit it with you, or decline it. Only you can publish it, download it or delete it.</p>

<h3>Can I change a plan after publishing it?</h3>
<p>Yes, until the trip is over: open it from My Walks and save it again. People newly added to the group are emailed the link. Once a trip has finished, its plan is kept as it was and can no longer be changed.</p>

<h2>Emergency contacts</h2>

<h3>Who should be my emergency contact?</h3>
<p>Someone who is not on the trip, who can be reached until you are back, and who will act if you are late: a partner, a relative, a friend or someone from your club. Talk the plan through with them, and agree the time after which they should raise the alarm if they have not heard from you.</p>

<h3>What does my emergency contact receive?</h3>
<p>When you publish the plan, an emergency contact with an email address receives its link and a note on what to do if you do not return. A contact without an email address receives nothing from us, so send them the link yourself.</p>

<h3>Someone is overdue. What should I do?</h3>
<p>If someone has not returned by the time in their plan and you cannot reach them, <strong>call 111 and ask for the Police</strong>. In New Zealand the Police lead land search and rescue. Do not wait until morning or drive out to look for them yourself.</p>
<p>Have the trip plan open when you call: it tells the Police where the group went, by which route, who is in it, what they are carrying and where their vehicle is parked.</p>

<h3>What if I need help while I am out?</h3>
<p>If you have mobile coverage, call 111 and ask for the Police. If you do not, and someone's life is at risk, activate your personal locator beacon and leave it on. Stay where you are if you can do so safely: searchers start from the route in your plan.</p>

<h2>Gear lists</h2>

<h3>What are gear lists?</h3>
<p>Every place suggests a list of gear for the kind and length of trip. Tick items as you pack them. Saved to your trip plan, the list shows your group and your emergency contact what has been packed.</p>

<h3>Can I make my own gear list?</h3>
<p>Yes, with an account. My Gear Lists keeps your own lists: add one, rename it, duplicate it, and choose it for any trip instead of the suggested list.</p>

<h2>Your account</h2>

<h3>Do I need an account?</h3>
<p>No. Anyone can search, read alerts and forecasts, check gear and read a published plan by its link. A free account lets you save and share trip plans, keep contacts and gear lists, and find them on any device.</p>

<h3>My activation code or reset email has not arrived</h3>
<p>Look in your junk or spam folder first. An activation code lasts 24 hours and a password reset link one hour; after that, ask for a new one on the same screen.</p>

<h3>How do I delete my account?</h3>
<p>Open the profile menu, choose My Profile &amp; Settings, then Edit profile, and use Delete account at the bottom of the page. Your profile, trip plans, contacts, gear lists, documents and feedback are deleted at once and cannot be brought back, and the links to your published plans stop working.</p>
`.trim();
}

function privacyPage(product: string): string {
  return `
<p>${product} helps people plan walks and tramps in New Zealand and tell someone where they are going. This page says what personal information ${product} keeps, why, who can see it, and how to have it deleted. It is written with the Privacy Act 2020 in mind.</p>

<h2>What we keep and why</h2>
<ul>
<li><strong>Your account:</strong> your email address, your password (only as a one-way hash, never as you typed it), and what you add to your profile: name, phone, gender, date of birth, tramping experience, photo and notification choices. We use them to log you in, to send you activation codes, password links and the notifications you chose, and to show your name on plans you share.</li>
<li><strong>Your trip plans:</strong> the place, dates, group, emergency contact, notes, daily plans, vehicle and emergency equipment, gear list and documents you add. We keep them so you can use them on any device and share them.</li>
<li><strong>Your contacts:</strong> the names, email addresses, phone numbers and relationships you enter for the people you walk with. Only you see your contact list. Please add people who are happy to be on your plans.</li>
<li><strong>Feedback:</strong> your rating, category and comments, the email address if you give one, your account if you are logged in, and your browser and screen size, so we can reproduce a problem.</li>
<li><strong>Where you are:</strong> only when you press Near me, your browser's position is sent with that one search. We do not store it.</li>
<li><strong>Records of use:</strong> our server logs the address each request came from and when, to keep the service running and to stop abuse; counts of recent logins, sign-ups and emails per address are kept for up to an hour.</li>
</ul>

<h2>Who sees a published plan</h2>
<p>Publishing a plan emails its link to the people in your group and your emergency contact who have an email address. <strong>Anyone with the link can read the plan</strong>: where and when you are going, the names and phone numbers of your group and emergency contact, your notes, daily plans and gear, and the emergency equipment you carry. <strong>Your vehicle and where it is parked, and the documents you attach, are only for the people on the plan</strong>: you, the people editing it with you and those it was shared with who have not answered yet, when logged in. If nobody checks in after your trip, your emergency contact is emailed all of it, with the plan as a PDF to give the Police. Email addresses are shown only to you and the people editing the plan with you. A draft is not shown to anyone by its link.</p>
<p>Group members with a ${product} account under the email you saved for them are offered the plan in My Walks and, if they accept, can edit it with you.</p>

<h2>Contacts and emails to them</h2>
<p>We email your contacts only when you publish a plan they are on, with its link. We do not add them to any list, and we never sell or lend their details, or yours.</p>

<h2>Documents and photos</h2>
<p>Documents you attach to a plan are private: they never get a public web address. They open only through the plan, and only for the people on it: you, the people editing it with you and those it was shared with. Files you upload but never use are deleted after a day. Your profile photo has a web address that is not listed anywhere.</p>

<h2>Analytics</h2>
<p>We count a few things in our own database to learn what helps: logins and sign-ups, which place pages and gear lists are viewed, and how a track was chosen. An event is linked to your account if you are logged in. There is no advertising, and no third-party tracker or analytics service on ${product}.</p>
<p>Maps are drawn from map tiles fetched from OpenFreeMap and, for topographic maps, LINZ Basemaps; like any website, those services see your device's internet address when they send tiles.</p>

<h2>On your device</h2>
<p>${product} keeps your login, your recent searches and a plan in progress in your browser's storage, so they are still there when you come back. Logging out clears your login and the plan in progress; clearing your browser's site data removes the rest.</p>

<h2>Deleting your account</h2>
<p>Open the profile menu, choose My Profile &amp; Settings, then Edit profile, and use Delete account. Your profile, trip plans, contacts, gear lists, documents, photo and the feedback you sent while logged in are deleted at once, and links to your published plans stop working. Files may stay in browser caches for up to an hour. Analytics events are kept without your account.</p>

<h2>Terms of use</h2>
<p>${product} is free to use. Track information, alerts and forecasts come from public sources and can be out of date or wrong: check conditions before you go and turn back when you need to. Decisions about your trip are yours. Do not upload anything you have no right to share, or use ${product} to send messages to people who have not agreed to be your contacts.</p>

<h2>Questions about your privacy</h2>
<p>To ask about your information, or for a copy or correction of it, send us feedback with the category Other and your email address, and we will reply. If you are not happy with our answer, you can complain to the Office of the Privacy Commissioner: <a href="https://www.privacy.org.nz">privacy.org.nz</a>.</p>
`.trim();
}

/** The page each key starts as, with the product's name written in. */
export function defaultSiteContent(
  productName: string,
): Record<SiteContentKey, { title: string; content: string }> {
  return {
    help: { title: HELP_PAGE_TITLE, content: helpPage(productName) },
    'privacy-terms': { title: PRIVACY_PAGE_TITLE, content: privacyPage(productName) },
  };
}
