/**
 * The knowledge base of the demo robot Harbor Hub Concierge: the member handbook of a fictional
 * coworking space, written for this project. Long enough to be cut into several passages.
 */
export const HARBOR_HUB_HANDBOOK = `Harbor Hub Coworking — Member Handbook

1. Welcome
Harbor Hub is a coworking space on three floors of the old harbour warehouse at 18 Pier Road. We have 140 desks, 9 meeting rooms, two phone-booth corridors, a kitchen on every floor and a roof terrace. This handbook explains how the space works. If something is not covered here, ask the community team at the front desk on the ground floor or write to hello@harborhub.example.

2. Opening hours and access
The front desk is staffed Monday to Friday from 8:30 to 18:30. The building itself is open to members 24 hours a day, 7 days a week, except on 25 December and 1 January. Your membership card opens the main door, the lifts and the floors your plan includes. Flex members have access from 7:00 to 22:00; Dedicated Desk and Private Office members have 24-hour access.
Lost cards are replaced at the front desk for a fee of 10 EUR. Please report a lost card immediately so that we can block it. Cards must not be lent to anyone, including colleagues from your own company.

3. Membership plans
Flex: any free desk on floors 1 and 2, 10 hours of meeting-room credit per month, 190 EUR per month.
Flex Part-time: as Flex but limited to 10 days a month, 120 EUR per month. Days are counted when your card first opens the main door that day.
Dedicated Desk: your own desk on floor 2 with a lockable pedestal, 20 hours of meeting-room credit, 24-hour access, 320 EUR per month.
Private Office: lockable offices for 2 to 8 people on floor 3, 8 hours of meeting-room credit per person, from 900 EUR per month.
Day Pass: one day of Flex access, 25 EUR, bought at the front desk or online.
All prices exclude VAT. Plans renew monthly on the date you started. You can upgrade at any time; the difference is charged pro rata. Downgrades and cancellations need one full calendar month of notice, given in writing to billing@harborhub.example.

4. Meeting rooms
Rooms are booked in the Harbor Hub app in slots of 30 minutes, up to 4 weeks ahead. Each plan includes a monthly meeting-room credit; unused hours do not roll over. Extra hours cost 15 EUR per hour for small rooms (4 seats) and 30 EUR per hour for the boardroom (14 seats).
If you cannot make it, cancel at least 2 hours before the booking starts and the credit is returned. Bookings not checked in on the room's tablet within 15 minutes of the start are released automatically, and the credit is not returned.
Every room has a screen with HDMI and USB-C, a whiteboard and a conference speaker. The boardroom also has a video-conference camera. Please wipe the whiteboard and leave the room as you found it.

5. Phone booths and quiet zones
Phone booths cannot be booked; use them for up to 45 minutes at a time and let others have them after that. Floor 2 west is a quiet zone: no calls, no video meetings and no conversations longer than a quick question. Use headphones everywhere in the space when you listen to anything.

6. Internet and printing
Members connect to the network HarborHub-Members with the personal login sent when they joined. Guests use HarborHub-Guest with the daily password shown on the screens at the front desk. The connection is 1 Gbit/s fibre; wired ports are available at every dedicated desk.
Printers are on every floor next to the kitchen. Print with your membership card: each member has 100 black-and-white pages a month included; beyond that pages cost 0.10 EUR (black and white) and 0.40 EUR (colour). Scanning to e-mail is free.

7. Guests
Members may bring up to 2 guests a day at no charge. Register guests in the app before they arrive so that a badge is ready at the front desk. Guests must be accompanied by their host and leave when the host leaves. For events with more than 2 guests, book a meeting room or the event space.

8. Mail and parcels
Dedicated Desk and Private Office members may use Harbor Hub as their business address (Private Office plans include company registration; for Dedicated Desk it costs 30 EUR per month). Mail is sorted into your mailbox on the ground floor by 13:00. We accept parcels up to 20 kg on weekdays while the front desk is staffed and notify you in the app. Parcels not collected within 10 days are returned to the sender.

9. Kitchen, coffee and the roof terrace
Coffee, tea, milk and oat milk are free for members. Please put your cup in the dishwasher, not in the sink. The fridge is cleared every Friday at 16:00: everything without a name and a date is thrown away. Microwave cooking of fish is not allowed on floors 1 and 2.
The roof terrace is open from April to October, 8:00 to 21:00, weather permitting. Smoking and vaping are not allowed anywhere in the building or on the terrace.

10. Events
Every Thursday at 17:30 there is a members' drink on the roof terrace or in the ground-floor lounge. The first Tuesday of the month has a lunch talk by a member. The event space (60 seats) can be booked by members for their own events at a 30 % member discount; ask the community team for a quote.

11. Lockers, bikes and parking
Flex members can rent a locker for 15 EUR per month. The bike room in the courtyard is free and opens with your membership card; e-bikes can be charged there. There is no car parking on site; the public car park at Pier Square is 200 metres away and gives Harbor Hub members 20 % off with a code available at the front desk.

12. Accessibility
The entrance, lifts and all floors are step-free. There is an accessible toilet on every floor. Assistance dogs are welcome. Other dogs are allowed on floor 1 only, on a lead, and only after registering them at the front desk.

13. Safety and house rules
In case of fire, leave by the nearest staircase and gather at the assembly point by the harbour crane across the road. Do not use the lifts. First-aid kits are in every kitchen; the front desk staff are trained first aiders.
Be considerate: keep desks tidy, do not leave belongings on Flex desks overnight (items left behind are kept at the front desk for 14 days), and keep calls short and quiet. Harbor Hub may end a membership with immediate effect for harassment, theft or repeated breaches of these rules.

14. Billing and support
Invoices are sent on the first day of each billing period by e-mail and are paid by direct debit or card. A late payment suspends card access after 14 days. Questions about invoices go to billing@harborhub.example. For anything that is broken — a light, the Wi-Fi, a chair — report it in the app under "Help"; we aim to fix it within one working day.
`;
