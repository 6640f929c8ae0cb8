/**
 * Each news article's full text, one string per paragraph (3 to 5), by the article's id. Apart from
 * the list's cards (news-articles.ts), so /news does not download every article to show excerpts.
 */
export const NEWS_ARTICLE_BODIES: Record<string, readonly string[]> = {
  'quantum-resistant-encryption-rollout': [
    'Orion Transit & Custody has completed the move of its entire network to post-quantum cryptography. Shipment manifests, live tracking signals, vault access records and the client portal are now protected by key exchange and signature algorithms standardised by NIST for the era of quantum computing.',
    'Data stolen today can be stored and decrypted years from now, once quantum computers are powerful enough. For clients whose records describe the location of art, bullion or confidential documents, that delay offers no comfort, which is why we chose to migrate well before any regulation requires it.',
    'The rollout ran in hybrid mode for six months: every connection was protected by both classical and post-quantum algorithms, so a weakness in either would not expose data. Our FIPS 140-2 validated hardware security modules hold the keys throughout.',
    'Clients do not need to change anything. Portal sessions, API integrations and e-mail notifications continue to work as before, and our security team is available to walk compliance officers through the details on request.',
  ],
  'satellite-tracking-upgrade': [
    'Every Orion vehicle and every tracked container now carries a dual-network tracker that switches between cellular and low-earth-orbit satellite links automatically. Consignments stay visible in tunnels, on rural corridors and at sea, where cellular coverage used to leave gaps.',
    'Positions are reported every ten seconds while a consignment is moving and every minute while it is parked. Each report is signed on the device, so a spoofed or replayed position is rejected before it reaches our operations centre.',
    'The trackers also watch for tampering: a change in light, temperature or orientation inside a sealed container raises an alert within seconds, and the nearest response team is dispatched while the client is informed through the portal.',
    'The upgrade is included in every shipment at no extra cost. Clients following a shipment on our tracking page will notice more frequent updates and a more precise current location.',
  ],
  'miami-vault-opening': [
    'Our new Miami vault is open. The facility adds 2,400 safe-deposit units of five sizes and three private rooms for viewing and appraisal, all inside a building rated for category 5 hurricanes and raised above the flood plain.',
    'Temperature and humidity are held within tight bands for paintings, manuscripts and wine, and every unit is monitored around the clock. Access takes two authorised people and two biometric checks, and each opening appears in the client portal within seconds.',
    'The Miami team also runs our southeast transport routes, so items can move between the vault, ports and airports without leaving Orion custody.',
  ],
  'best-employer-award': [
    'Orion Transit & Custody has been named a Best Employer in Security Services for 2024, an award based on an anonymous survey of staff and an independent review of training, safety and retention.',
    'Every member of our transport crews completes 160 hours of training before their first route and 40 hours every year after that, covering defensive driving, first aid, conflict de-escalation and the handling of fragile and high-value goods.',
    'Our staff turnover is less than half the industry average. Clients benefit directly: the crews who move and guard their assets are experienced people who know our procedures and each other.',
    'We thank our teams in New York, Los Angeles, Chicago and Miami, whose work earned this recognition.',
  ],
  'biometric-vault-access': [
    'All Orion vaults now use biometric dual-custody access. Opening a vault door or a client unit requires two authorised people, each confirmed by fingerprint and face recognition, within a set time window.',
    'No single employee, however senior, can open a vault alone. Attempts outside agreed hours or by an unexpected pair of people are refused and reported to our security operations centre.',
    'Each opening is written to the access log with the time, the people involved and the items touched. Clients see the entries for their own items in the vault portal, and can export them for auditors or insurers.',
    'Biometric templates are stored encrypted on the access hardware itself and never leave the building.',
  ],
  'cross-border-art-logistics-2025': [
    'Moving art across borders is getting more demanding. Several countries now require customs pre-clearance for high-value cultural goods, and checks on provenance and cultural-property status are stricter than ever.',
    'For lenders and galleries, the practical effect is time. Documents that could once be produced at the border now have to be filed days or weeks in advance, and an incomplete file can hold a shipment in a bonded warehouse.',
    'We recommend starting paperwork as soon as a loan is agreed: a complete provenance record, export licences where needed, condition reports and insurance certificates. Our customs specialists prepare and file these as part of every international art shipment.',
    'Temporary admission schemes remain available for exhibitions and can save significant duty, but they come with strict conditions on the route and the return date. We plan both legs together so the conditions are met.',
    'If you are planning an international loan in 2025, contact our team early; we are glad to review your timeline and documents.',
  ],
  'electric-armoured-fleet': [
    'Twelve electric armoured vehicles have entered service on our New York and Los Angeles city routes, the first step towards an all-electric urban fleet by 2028.',
    'Armour adds weight, and batteries bring their own risks, so the vehicles were built to our specification: the battery packs sit inside a reinforced enclosure, and the vehicles keep power for locks, cameras and trackers even if the main battery is disabled.',
    'City routes are short and predictable, which suits electric range well. Each vehicle charges inside our secured depots, never at public chargers.',
    'The new vehicles are quieter and cut local emissions, and for clients nothing changes: the same crews, the same procedures and the same live tracking.',
  ],
  'insurance-trends-high-value-goods': [
    'Insurers covering goods in transit are paying closer attention to how those goods are handled. Policies increasingly reward shippers who can document every hand-over, every seal and every stop.',
    'A documented chain of custody shortens claims, too. When a loss occurs, a complete record of who held the item and when lets an adjuster establish the facts in days rather than months.',
    'Orion records each step of a shipment automatically: tamper-evident seal numbers, GPS positions, the crew on duty and the signatures at collection and delivery. Clients can share this record with their insurers directly from the portal.',
    'Standard insurance is included in every Orion shipment, and higher cover is available for declared values above the standard limit. Our team can help you compare it with your existing policy.',
  ],
};
