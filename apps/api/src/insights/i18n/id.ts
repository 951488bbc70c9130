import type { en } from './en.ts';

export const id: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, other {# menit}}',
  'duration.hours': '{n, plural, other {# jam}}',
  'duration.days': '{n, plural, other {# hari}}',
  'part.name': '{part, select, morning {pagi hari} afternoon {siang hari} evening {malam hari} other {larut malam}}',
  'topic.none': 'hal-hal sehari-hari',
  quote: '{author}: “{text}”',

  'clause.reach':
    '{initiator, select, me {kamu memulai {mine} dari {sessions} percakapan} contact {{contact} memulai {theirs} dari {sessions} percakapan} other {kalian bergantian memulai percakapan}}',
  'clause.climate':
    '{tone, select, warm {{trend, select, cooling {suasananya hangat di awal, lalu mendingin menjelang akhir} warming {suasananya hangat dan makin hangat} other {suasananya tetap hangat dari awal sampai akhir}}} mixed {{trend, select, cooling {kehangatan dan gesekan datang silih berganti, dan hari-hari terakhir terasa lebih dingin} warming {kehangatan dan gesekan datang silih berganti, dan hari-hari terakhir terasa lebih ramah} other {kehangatan dan gesekan datang silih berganti sepanjang waktu}}} tense {{trend, select, warming {suasananya tegang, meski mereda menjelang akhir} cooling {suasananya tegang dan makin dingin} other {ketegangan terasa sepanjang percakapan}}} other {{trend, select, cooling {percakapannya singkat dan sopan, lalu makin singkat} warming {percakapannya singkat di awal, lalu makin terbuka} other {percakapannya singkat dan langsung ke pokok}}}}',

  'evidence.kind':
    '{kind, select, tension {Momen tegang} repair {Upaya berbaikan} excuse {Dalih} sarcasm {Sindiran} guiltTrip {Luka yang dipendam} missedBid {Pertanyaan yang menggantung} flatReply {Balasan satu kata} affection {Kasih sayang} gratitude {Ucapan terima kasih} goodNews {Kabar baik} congratulation {Ucapan selamat} sympathy {Dukungan} laughter {Tawa} stress {Beban pikiran} other {Menyapa lebih dulu}}',

  'looped.title':
    '{finding, select, openConflict {{variant, select, a {Masih belum tuntas dengan {contact}: {topic}} other {Perselisihan dengan {contact} yang belum selesai}}} repaired {{variant, select, a {Masa sulit dengan {contact}, dan jalan kembali} b {Setelah gesekan soal {topic}, berbaikan dengan {contact}} other {Kamu dan {contact} sempat berselisih, lalu berbaikan}}} drifting {{variant, select, a {Menghubungi {contact}, makin jarang dibalas} other {Balasan {contact} makin pendek}}} reachingMe {{variant, select, a {Kamu yang lebih banyak menghidupkan percakapan dengan {contact}} other {Siapa yang menyapa lebih dulu dengan {contact}: kebanyakan kamu}}} reachingThem {{variant, select, a {{contact} terus menghubungimu} b {{contact} sering menulis lebih dulu, soal {topic} dan hal lainnya} other {{contact} yang biasanya menulis lebih dulu}}} strain {{variant, select, a {Kamu dan {contact}, melewati masa berat} other {Menanggung {topic} bersama}}} celebration {{variant, select, a {Kabar baik yang dibagi bersama {contact}} other {Ada yang patut dirayakan bersama {contact}}}} practical {{variant, select, a {{topic}: perkembangannya dengan {contact}} other {Membereskan {topic} bersama {contact}}}} warming {{variant, select, a {Makin dekat dengan {contact}} other {Kamu dan {contact}, makin hangat belakangan ini}}} other {{variant, select, a {Kebersamaan yang santai: kamu dan {contact}} other {Tenang dan hangat bersama {contact}}}}}',
  'looped.opening':
    '{kind, select, work {{variant, select, a {Antara {from} dan {to}, kamu dan {contact} bertukar {written, plural, other {# pesan}} tentang {topics}.} other {Dalam {days, plural, other {# hari}}, ada {written, plural, other {# pesan}} yang terkirim antara kamu dan {contact}, membahas {topics}.}}} other {{variant, select, a {Dalam {days, plural, other {# hari}}, kamu dan {contact} saling menulis {written, plural, other {# pesan}}, sebagian besar tentang {topics}.} other {Dari {from} sampai {to}, sebagian besar dari {written, plural, other {# pesan}} antara kamu dan {contact} membahas {topics}.}}}}',
  'looped.reach':
    '{variant, select, a {{initiator, select, me {Kamu memulai {mine} dari {sessions} percakapan; {contact} memulai {theirs}.} contact {{contact} memulai {theirs} dari {sessions} percakapan, kamu memulai {mine}.} other {Bukan hanya satu pihak yang selalu menyapa lebih dulu: kamu memulai {mine} dari {sessions} percakapan, {contact} memulai {theirs}.}}} b {{initiator, select, me {Dari {sessions} percakapan, {mine} dimulai dengan pesan darimu dan {theirs} dengan pesan dari {contact}.} contact {Dari {sessions} percakapan, {theirs} dimulai dengan pesan dari {contact} dan {mine} dengan pesan darimu.} other {Pesan pertama datang darimu {mine} kali dan dari {contact} {theirs} kali, dalam {sessions} percakapan.}}} other {{initiator, select, me {Sebagian besar percakapan, tentang {topic} maupun hal lain, dimulai olehmu: {mine} dari {sessions}, dibandingkan {theirs} dari {contact}.} contact {Sebagian besar percakapan, tentang {topic} maupun hal lain, dimulai oleh {contact}: {theirs} dari {sessions}, dibandingkan {mine} darimu.} other {Soal {topic} maupun hal lain, kalian bergantian memulai: {mine} percakapan darimu, {theirs} dari {contact}.}}}}',
  'looped.cooling':
    '{who, select, me {Seiring berjalannya hari, balasanmu makin lambat dan makin pendek: awalnya datang dalam sekitar {earlyReply} dengan {earlyWords, plural, other {# kata}}, menjelang akhir dalam sekitar {lateReply} dengan {lateWords, plural, other {# kata}}.} other {Seiring berjalannya hari, balasan {contact} makin lambat dan makin pendek: awalnya datang dalam sekitar {earlyReply} dengan {earlyWords, plural, other {# kata}}, menjelang akhir dalam sekitar {lateReply} dengan {lateWords, plural, other {# kata}}.}}',
  'looped.warming':
    '{who, select, me {Balasanmu makin cepat dan makin panjang: dari sekitar {earlyReply} di awal menjadi sekitar {lateReply} menjelang akhir.} other {Balasan {contact} makin cepat dan makin panjang: dari sekitar {earlyReply} di awal menjadi sekitar {lateReply} menjelang akhir.}}',
  'looped.flat':
    '{who, select, me {{count} balasanmu hanya berupa satu kata, misalnya “{example}”.} other {{count} balasan {contact} hanya berupa satu kata, misalnya “{example}”.}}',
  'looped.missedBid': '“{quote}” {reply, select, none {tidak mendapat jawaban hari itu} other {hanya dibalas dengan “{answer}”}}.',
  'looped.conflictOpen':
    'Pada {date}, “{quote}” mengawali masa yang tegang, dan sejak itu belum ada pesan yang membicarakannya sampai tuntas.',
  'looped.conflictRepaired':
    'Pada {date}, “{quote}” mengawali masa yang tegang; {repairBy, select, me {kamu} other {{contact}}} memperbaikinya {delay} kemudian: “{repairQuote}”.',
  'looped.excuse':
    '“{quote}” memberi alasan atas ketidakhadiran tanpa mengakui tanggung jawab: sebuah dalih, yang dengan sendirinya tidak banyak memperbaiki keadaan.',
  'looped.sarcasm': '“{quote}” terdengar seperti pujian, tetapi menyimpan keluhan.',
  'looped.guiltTrip': '“{quote}” terdengar seperti merelakan, tetapi lebih mirip rasa sakit yang dipendam daripada yang sudah selesai.',
  'looped.goodNews':
    '{who, select, me {Kamu berbagi kabar baik, “{quote}”,} other {{contact} berbagi kabar baik, “{quote}”,}} dan kabar itu {answer, select, warm {disambut dengan hangat} flat {hanya mendapat jawaban singkat} other {tidak mendapat jawaban hari itu}}.',
  'looped.sympathy': 'Saat keadaan sedang berat, {who, select, me {kamu} other {{contact}}} memberi dukungan: “{quote}”.',
  'looped.laughter':
    '{variant, select, a {Kalian tertawa bersama dalam {shared} dari {sessions} percakapan.} b {Tawa datang dari kalian berdua dalam {shared} dari {sessions} percakapan, termasuk saat membahas {topic}.} other {Di sela obrolan tentang {topic} dan hal lainnya, kalian sama-sama tertawa dalam {shared} dari {sessions} percakapan.}}',
  'looped.workReplies':
    '{kind, select, work {Pertanyaan soal {topic} dijawab dalam sekitar {reply}, biasanya dalam satu atau dua baris.} other {Pertanyaan soal {topic} dijawab dalam sekitar {reply}.}}',
  'looped.climate':
    '{variant, select, a {Nadanya {tone, select, warm {hangat} mixed {campuran, ada kehangatan sekaligus gesekan} tense {tegang} other {singkat dan datar, tanpa banyak perasaan ke arah mana pun}}: {warmShare, number, percent} pesan terdengar hangat dan {tenseShare, number, percent} tegang.} b {Seputar {topic}, pesan-pesannya {tone, select, warm {sebagian besar hangat} mixed {hangat dan ketus silih berganti} tense {sering tegang} other {pendek dan lugas}} ({warmShare, number, percent} hangat, {tenseShare, number, percent} tegang).} other {Jika semua pesan dihitung, {warmShare, number, percent} terdengar hangat dan {tenseShare, number, percent} tegang: secara keseluruhan, ini {tone, select, warm {percakapan yang hangat} mixed {percakapan dengan kehangatan sekaligus gesekan} tense {percakapan yang tegang} other {percakapan yang datar dan tenang}}.}}',
  'looped.trend':
    '{trend, select, warming {Suasananya menghangat sepanjang periode ini: {why}.} cooling {Suasananya mendingin sepanjang periode ini: {why}.} steady {{variant, select, a {Nadanya tetap stabil dari awal sampai akhir, termasuk soal {topic}.} b {Hari-hari terakhir terdengar mirip dengan hari-hari pertama, termasuk soal {topic}.} other {Nadanya hampir tidak berubah dari pesan pertama sampai pesan terakhir.}}} other {{variant, select, a {Periodenya terlalu singkat untuk mengatakan apakah suasananya menghangat atau mendingin.} b {Jumlah harinya masih terlalu sedikit untuk melihat arah; bacaan berikutnya akan menunjukkannya.} other {Masih terlalu dini untuk mengatakan ke mana arahnya.}}}}',
  'why.replies': '{direction, select, up {balasan datang lebih cepat} other {balasan datang lebih lambat}}',
  'why.length': '{direction, select, up {pesan makin panjang} other {pesan makin pendek}}',
  'why.flat': '{direction, select, up {balasan satu kata berkurang} other {balasan satu kata bertambah}}',
  'why.answered': '{direction, select, up {lebih banyak pertanyaan yang dijawab} other {lebih banyak pertanyaan yang tak terjawab}}',
  'why.tone': '{direction, select, up {kata-katanya makin hangat} other {kata-katanya makin dingin}}',
  'looped.track':
    '{title}: {reason}{studied, select, couples { (diteliti pada pasangan)} close { (diteliti pada pasangan; di sini dipakai sebagai sudut pandang untuk hubungan dekat apa pun)} other {}}',
  'track.reason':
    '{id, select, 1 {untuk memperhatikan dan menanggapi upaya-upaya kecil {contact} untuk mendapat perhatian, seperti yang menyangkut {topic}} 2 {untuk menjaga agar momen hangat tetap lebih banyak daripada momen tegang, termasuk soal {topic}} 3 {untuk memberi ruang bagi tawa bersama, di luar urusan {topic}} 4 {untuk menamai perasaan sebelum bertindak, terutama seputar {topic}} 5 {untuk memulai pembicaraan sulit berikutnya tentang {topic} dengan lembut} 6 {untuk melihat perselisihan soal {topic} dari sudut pandang seorang teman yang netral} 7 {untuk membicarakan apa yang sama-sama kalian anggap penting, di luar {topic}} other {untuk merasa aman saat saling mencari dukungan, termasuk soal {topic}}}',
  'looped.themeName':
    '{finding, select, openConflict {perselisihan yang masih terbuka} repaired {perselisihan yang sudah didamaikan} drifting {balasan yang makin pendek} reachingMe {kamu yang menyapa lebih dulu} reachingThem {{contact} yang menyapa lebih dulu} strain {masa yang berat} celebration {kabar baik} practical {urusan praktis} warming {makin dekat} other {kehangatan yang stabil}}',
  'looped.closing':
    '{variant, select, a {Satu hal untuk dicoba: {prompt} Bacaan ini, atas pesan-pesanmu tentang {topic}, menggambarkan pesan, bukan orang, dan bukan terapi.} b {Hal kecil untuk minggu ini: {prompt} Ini adalah pola dalam apa yang kalian tulis tentang {topic}, bukan penilaian atas siapa pun, dan bukan terapi.} other {Jika kamu ingin langkah berikutnya: {prompt} Bacaan atas pesan tentang {topic} bukanlah vonis atas kalian berdua, dan juga bukan terapi.}}',
  'looped.prompt':
    '{finding, select, openConflict {{variant, select, a {kirim ke {contact}: “Aku terus memikirkan yang terjadi. Aku ingin mendengar ceritamu dengan tenang. Kapan kamu sempat?”} b {kirim ke {contact}: “Bisa kita bicarakan soal kemarin? Aku lebih ingin memahami daripada merasa benar.”} other {kirim ke {contact}: “Aku tidak mau semuanya dibiarkan begini. Bisa kita bicara kalau kamu sudah siap?”}}} repaired {ceritakan kepada {contact} apa yang membuat kalian bisa berbaikan, supaya jalan itu lebih mudah ditemukan saat hal seperti {topic} kembali merenggangkan kalian.} drifting {ajukan kepada {contact} satu pertanyaan terbuka tentang {topic}, dan beri waktu untuk jawaban yang tidak terburu-buru.} reachingMe {tunggu {contact} memulai percakapan berikutnya, lalu sambutlah dengan hangat.} reachingThem {mulailah sendiri percakapan berikutnya dengan {contact}, hari ini juga, tentang {topic} atau hal lainnya.} strain {tanyakan kepada {contact}: “Apa yang bisa membantumu minggu ini?”, lalu dengarkan saja.} celebration {tanyakan satu hal lagi kepada {contact} tentang kabar baik itu; antusiasme itulah yang diingat orang.} practical {{kind, select, work {pastikan langkah berikutnya soal {topic} dalam satu pesan yang jelas.} other {atur langkah berikutnya soal {topic} dalam satu pesan singkat.}}} warming {sebutkan satu momen bersama {contact} minggu ini yang kamu nikmati.} other {ceritakan kepada {contact} satu hal yang kamu nikmati dari percakapan-percakapan ini.}}',

  'since.first':
    '{variant, select, a {Ini bacaan pertama atas pesan-pesanmu dengan {contact}, dimulai dari {topic}; bacaan berikutnya akan menunjukkan apa yang berubah.} b {Bacaan pertama dengan {contact}: ini menjadi titik awal, termasuk soal {topic}, dan bacaan berikutnya akan dibandingkan dengannya.} other {Bacaan pertama untuk kamu dan {contact}: mulai sekarang, setiap bacaan akan menunjukkan apa yang bergeser sejak bacaan sebelumnya, berawal dari {topic}.}}',
  'since.changes': 'Sejak bacaan terakhir pada {date}: {changes}.',
  'since.nothing': 'Sejak bacaan terakhir pada {date}, hanya sedikit yang berubah dalam cara kamu dan {contact} saling berkirim pesan.',
  'since.reply':
    '{contact} membalas dalam sekitar {now}, {direction, select, faster {lebih cepat daripada} other {lebih lambat daripada}} {before} pada bacaan sebelumnya',
  'since.opened': 'kamu memulai {mine} dari {sessions} percakapan, dibandingkan {mineBefore} dari {sessionsBefore} sebelumnya',
  'since.tone':
    'nadanya berubah dari {before, select, warm {hangat} mixed {campuran} tense {tegang} other {seperlunya}} menjadi {now, select, warm {hangat} mixed {campuran} tense {tegang} other {seperlunya}}',
  'since.conflict':
    '{repaired, select, yes {ada momen tegang, dan sudah diperbaiki} other {ada momen tegang yang masih belum selesai}}{first, select, yes {: yang pertama sejak {quietSince}} other {}}',
  'since.long': 'Dalam {count} bacaan sejak {since}, percakapan ini bernada {tones}.',
  'since.toneCount':
    '{tone, select, warm {hangat} mixed {campuran} tense {tegang} other {seperlunya}} {n, plural, =1 {sekali} =2 {dua kali} other {# kali}}',

  'row.messages': 'Pesan',
  'row.words': 'Kata per pesan',
  'row.opened': 'Percakapan yang dimulai',
  'row.questions': 'Pertanyaan yang diajukan',
  'row.answered': 'Pertanyaan yang dijawab',
  'row.reply': 'Waktu balas biasanya',
  'row.flat': 'Balasan satu kata',
  'row.warm': 'Pesan hangat',
  'row.tense': 'Pesan tegang',
  'guide.glance': 'Sekilas',
  'guide.lens': 'Melalui {wisdom}',
  'books.title': '{title} karya {author}',
  'books.translated': '{by, select, yes {{title} karya {author}, terjemahan {translator}} other {{title}, terjemahan {translator}}}',
  'research.quote': '“{quote}” ({source})',

  'notEnough.wisdom':
    'Datanya belum cukup: sejak bacaan terakhir baru ada {written, plural, other {# pesan tertulis}} dengan {contact}. Sebuah bacaan membutuhkan setidaknya {floor} pesan; bacaan akan muncul pada jadwal berikutnya setelah jumlah itu tercapai.',
  'notEnough.title': 'Pesannya belum cukup',
  'notEnough.narrative':
    'Sejak bacaan terakhir, baru ada {written, plural, other {# pesan tertulis}} dengan {contact}. Dengan sesedikit ini, pola apa pun hanya tebakan, jadi bacaan ini tidak menebak apa-apa. Dibutuhkan setidaknya {floor} pesan.',

  'zodiac.sign':
    '{sign, select, Aries {Aries} Taurus {Taurus} Gemini {Gemini} Cancer {Cancer} Leo {Leo} Virgo {Virgo} Libra {Libra} Scorpio {Scorpio} Sagittarius {Sagitarius} Capricorn {Capricorn} Aquarius {Aquarius} other {Pisces}}',
  'oracle.chart': 'Matahari di {sun} pada {sunDegrees}°, Bulan di {moon}',
  'oracle.chart.rising': ', rasi terbit di {ascendant} pada {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} atau {second} (Bulan berpindah rasi pada hari itu)',
  'oracle.akashic':
    '{chart}. {element, select, fire {Unsur api memimpin peta kelahiran ini: keberanian datang dengan mudah, kesabaran tidak semudah itu.} earth {Unsur tanah memimpin peta kelahiran ini: keteguhan dan kepedulian pada hal-hal yang nyata.} air {Unsur udara memimpin peta kelahiran ini: gagasan, kata-kata, dan keterhubungan.} other {Unsur air memimpin peta kelahiran ini: perasaan lebih dulu, baru kemudian pikiran.}} Untuk renungan dan hiburan, bukan ramalan.',
  'oracle.noTime': 'Tanpa jam lahir, rasi terbit tidak disertakan; tambahkan jam lahir untuk melihatnya.',
  'oracle.mirror':
    'Dengan {contact}, kalian paling sering mengobrol pada {part}, dan {opener, select, me {biasanya kamu yang memulai percakapan} contact {biasanya {contact} yang memulai percakapan} other {kalian bergantian memulai percakapan}}: irama yang {element, select, fire {berapi-api} earth {membumi} air {penuh rasa ingin tahu} other {lembut}}, yang mencerminkan Mataharimu di {sun}.',
  'oracle.reflection.sun':
    'Mataharimu di {sun}: {element, select, fire {bertindaklah saat percikan itu datang, lalu berhenti sejenak sebelum langkah kedua.} earth {bangunlah perlahan; apa yang kamu rawat akan bertahan.} air {ucapkan gagasanmu; gagasan tumbuh saat dibagikan.} other {percayai apa yang kamu rasakan, lalu ungkapkan dengan kata-kata.}}',
  'oracle.reflection.moon':
    '{moon, select, Aries {Bulanmu di Aries perlu bertindak atas suatu perasaan sebelum perasaan itu memudar: rasa nyaman datang dari melakukan sesuatu bersama.} Taurus {Bulanmu di Taurus ditenangkan oleh hal-hal yang akrab: sepiring makanan, rutinitas, suara yang tenang.} Gemini {Bulanmu di Gemini menjadi tenang dengan membicarakannya: perasaan yang sudah diberi nama terasa separuh lebih ringan.} Cancer {Bulanmu di Cancer perlu merasa seperti di rumah bersama seseorang sebelum membuka diri.} Leo {Bulanmu di Leo perlu dilihat dengan hangat: satu kata pengakuan yang tulus sangat berarti.} Virgo {Bulanmu di Virgo menjadi tenang saat bisa berguna bagi orang lain: perhatian kecil yang praktis adalah bahasa cintanya.} Libra {Bulanmu di Libra butuh keadilan dan keselarasan: pertukaran yang seimbang terasa paling aman.} Scorpio {Bulanmu di Scorpio lambat percaya dan merasakan segala sesuatu dengan dalam: kejujuran lebih penting daripada kenyamanan.} Sagittarius {Bulanmu di Sagitarius butuh ruang gerak dan rencana untuk sesuatu yang dinantikan.} Capricorn {Bulanmu di Capricorn menunjukkan kepedulian lewat keandalan, dan merasa diperhatikan dengan cara yang sama.} Aquarius {Bulanmu di Aquarius butuh ruang untuk menjadi diri sendiri di tengah kedekatan.} other {Bulanmu di Pisces butuh kelembutan dan sedikit keheningan untuk mendengar apa yang dirasakannya.}}',
  'oracle.reflection.rising':
    '{ascendant, select, Aries {Rasi terbit di Aries: kamu menghadapi dunia secara langsung, dan keterusteranganmu yang lebih dulu dirasakan orang.} Taurus {Rasi terbit di Taurus: kamu menghadapi dunia dengan tenang, dan orang merasa mantap di dekatmu.} Gemini {Rasi terbit di Gemini: kamu menghadapi dunia dengan pertanyaan, dan rasa ingin tahumu yang lebih dulu dirasakan orang.} Cancer {Rasi terbit di Cancer: kamu menghadapi dunia dengan hati-hati, dan orang merasa diperhatikan.} Leo {Rasi terbit di Leo: kamu menghadapi dunia dengan hangat, dan orang langsung sadar saat kamu datang.} Virgo {Rasi terbit di Virgo: kamu menghadapi dunia dengan penuh perhatian, dan orang merasa kamu memperhatikan hal-hal kecil.} Libra {Rasi terbit di Libra: kamu menghadapi dunia dengan anggun, dan orang merasa nyaman.} Scorpio {Rasi terbit di Scorpio: kamu menghadapi dunia dengan menahan diri, dan orang merasakan kedalamanmu sebelum melihatnya.} Sagittarius {Rasi terbit di Sagitarius: kamu menghadapi dunia dengan terbuka, dan orang ikut tertular optimismemu.} Capricorn {Rasi terbit di Capricorn: kamu menghadapi dunia dengan tenang dan terkendali, dan orang cepat memercayaimu.} Aquarius {Rasi terbit di Aquarius: kamu menghadapi dunia sebagai dirimu sendiri, dan orang merasa kamu berbeda dengan cara yang menyegarkan.} other {Rasi terbit di Pisces: kamu menghadapi dunia dengan lembut, dan orang merasa didengarkan.}}',
  'oracle.today':
    'Hari ini Bulan berada di {moon}, {phase, select, new {dalam fase bulan baru} waxingCrescent {berupa sabit muda} firstQuarter {di kuartal pertama} waxingGibbous {sedang membesar, hampir purnama} full {dalam fase purnama} waningGibbous {mulai menyusut setelah purnama} lastQuarter {di kuartal terakhir} other {berupa sabit tua}}.',
  'oracle.body': '{body, select, Sun {Matahari} Moon {Bulan} Mercury {Merkurius} Venus {Venus} other {Mars}}',
  'oracle.retrograde':
    '{planets} sedang retrograd (tampak bergerak mundur){count, plural, other {}}: saatnya meninjau dan memperbaiki, bukan memulai hal baru.',
  'oracle.transit':
    '{body} {aspect, select, conjunction {bertemu dengan} sextile {membentuk sekstil dengan} square {membentuk kuadratur dengan} trine {membentuk trigon dengan} other {beroposisi dengan}} {point, select, sun {Matahari kelahiranmu} moon {Bulan kelahiranmu} other {rasi terbit kelahiranmu}}',
  'oracle.transitMeaning':
    '{body, select, Sun {{quality, select, harmonious {energi mengalir dengan mudah; gunakan untuk sesuatu yang selama ini kamu tunda bersama {contact}.} tense {kemauanmu menemui hambatan; pilih satu hal yang penting dan biarkan sisanya menunggu.} other {sorotan tertuju padamu hari ini; tunjukkan kepada {contact} apa yang kamu inginkan.}}} Moon {{quality, select, harmonious {suasana hati mudah dibagi; pesan ringan untuk {contact} akan diterima dengan baik.} tense {perasaan memuncak lalu cepat berlalu; tunda balasan yang tajam sampai besok.} other {kamu merasakan segalanya sedikit lebih kuat; katakan dengan jelas apa yang kamu butuhkan.}}} Mercury {{quality, select, harmonious {kata-kata keluar dengan tepat; hari yang baik untuk membereskan sesuatu dengan {contact}.} tense {pesan mudah disalahpahami; baca ulang sebelum mengirim dan bertanyalah sebelum berprasangka.} other {pikiranmu sibuk dengan {topic}; tuliskan dulu sebelum membicarakannya.}}} Venus {{quality, select, harmonious {kehangatan datang dengan mudah; sampaikan kepada {contact} sesuatu yang kamu hargai.} tense {apa yang kamu inginkan dan apa yang kamu miliki bisa saling menjauh; pilih bermurah hati daripada merasa benar.} other {kasih sayang mudah muncul ke permukaan; biarkan terlihat.}}} other {{quality, select, harmonious {semangatmu stabil; selesaikan satu hal bersama {contact} alih-alih memulai tiga hal sekaligus.} tense {kesabaran mudah habis; hitung sampai sepuluh sebelum membalas {contact}.} other {keberanian sedang tinggi; ucapkan hal yang selama ini kamu tahan, dengan cara yang baik.}}}}',
  'oracle.quietSky':
    'Hari ini planet-planet tidak membentuk aspek yang dekat dengan peta kelahiranmu: hari yang tenang untuk mempertahankan apa yang sudah berjalan baik.',
  'oracle.reflection.messages': 'Dalam {written} pesan, kamu dan {contact} terus kembali membicarakan {topics}.',
  'oracle.guide': 'Pemandumu di siklus ini: {guide}. {example}',
  'oracle.vibe':
    '{quality, select, harmonious {{element, select, fire {Percikan Ringan} earth {Jangkar Kokoh} air {Angin Sejuk} other {Pasang Tenang}}} tense {{element, select, fire {Batu Api} earth {Batu Landasan} air {Angin Silang} other {Arus Bawah}}} other {{element, select, fire {Percikan} earth {Jangkar} air {Angin Sepoi} other {Air Pasang}}}}',
  'oracle.daily.morning': 'Pagi',
  'oracle.daily.afternoon': 'Siang',
  'oracle.daily.evening': 'Malam',
  'oracle.action.morning':
    '{element, select, fire {Bergerak dulu: jalan cepat sebelum memegang ponsel.} earth {Rapikan satu hal kecil sebelum memulai hari.} air {Tulis tiga baris tentang apa yang kamu inginkan hari ini.} other {Duduklah bersama kopimu selama dua menit dalam hening.}}',
  'oracle.action.afternoon':
    '{body, select, Mercury {{kind, select, work {Selesaikan satu hal yang masih terbuka soal {topic} dengan {contact} dalam satu pesan yang jelas.} other {Ajukan kepada {contact} satu pertanyaan sungguhan tentang {topic}, lalu baca jawabannya dua kali.}}} Venus {{kind, select, work {Ucapkan terima kasih kepada {contact} untuk satu hal spesifik terkait {topic}.} other {Sampaikan kepada {contact} satu hal yang kamu hargai, tanpa meminta apa pun.}}} Mars {{kind, select, work {Selesaikan langkah berikutnya soal {topic} sebelum menulis kepada {contact}.} other {Kalau ada yang mengganjal soal {topic}, sampaikan kepada {contact} lebih awal dan dengan lembut, jangan terlambat dan dengan nada tinggi.}}} Moon {{kind, select, work {Buat pesan-pesanmu untuk {contact} hari ini singkat dan ramah.} other {Tanyakan kabar {contact}, bukan soal rencana.}}} other {{kind, select, work {Tuntaskan satu urusan yang masih terbuka dengan {contact} dalam satu pesan yang ramah.} other {Kirimi {contact} pesan yang tidak perlu dibalas.}}}}',
  'oracle.action.evening':
    '{element, select, fire {Sebutkan dengan lembut satu hal yang kamu lakukan terburu-buru hari ini.} earth {Siapkan satu hal untuk dirimu esok hari.} air {Telepon seseorang alih-alih mengetik.} other {Tuliskan satu perasaan tanpa menghakiminya.}}',
  'oracle.color':
    '{color, select, red {Merah} orange {Oranye} gold {Emas} green {Hijau} teal {Hijau Toska} blue {Biru} indigo {Nila} violet {Ungu} silver {Perak} other {Merah Mawar}}',
  'oracle.affirmation.1':
    '{element, select, fire {Keberanianku hangat, bukan lantang.} earth {Aku tumbuh mengikuti irama hal-hal yang nyata.} air {Kata-kataku membangun jembatan.} other {Perasaanku adalah pembawa pesan yang bijak.}}',
  'oracle.affirmation.2':
    '{quality, select, harmonious {{kind, select, work {Kerja sama yang baik mengalir antara aku dan {contact}.} other {Apa yang terasa mudah antara aku dan {contact} layak diucapkan.}}} tense {{kind, select, work {Aku menepati kata-kataku kepada {contact}, dengan tenang.} other {Aku bisa tidak sependapat dengan {contact} dan tetap bersikap baik.}}} other {{kind, select, work {Aku menyampaikan dengan jelas apa yang kubutuhkan dari {contact}.} other {Aku menyambut {contact} dengan tangan terbuka.}}}}',
  'oracle.ritual':
    '{phase, select, new {Bulan baru: tulis satu niat untuk minggu-minggu mendatang di secarik kertas dan simpan di dompetmu.} waxingCrescent {Bulan sabit muda: siram tanaman, atau mulai sesuatu yang kecil, dan sebutkan apa yang ingin kamu tumbuhkan.} firstQuarter {Kuartal pertama: pilih satu hambatan dan ambil satu langkah melewatinya sebelum tidur.} waxingGibbous {Hampir purnama: rapikan satu sudut rumahmu dan perhatikan apa yang perlu diselesaikan.} full {Bulan purnama: nyalakan lilin, lalu sebutkan satu hal yang kamu syukuri dan satu hal yang siap kamu lepaskan.} waningGibbous {Bulan mulai menyusut: bagikan sesuatu yang kamu pelajari bulan ini kepada seseorang yang akan menyukainya.} lastQuarter {Kuartal terakhir: lepaskan satu dendam di atas kertas, lalu sobek kertasnya.} other {Bulan gelap: beristirahatlah lebih awal malam ini dan biarkan pikiranmu hening.}}',
  trait:
    '{trait, select, grateful {Penuh penghargaan: sering berterima kasih} quick {Cepat membalas} initiator {Sering memulai percakapan} curious {Ingin tahu: banyak bertanya} playful {Jenaka: mudah tertawa} caring {Penuh kasih sayang} repairing {Cepat berbaikan setelah berselisih} supportive {Memberi dukungan saat keadaan sulit} stressed {Belakangan sedang agak tertekan} other {Stabil}}',
  event: '{topic} bersama {contact} ({date})',
};
