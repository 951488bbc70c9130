import type { en } from './en.ts';

export const id: Record<keyof typeof en, string> = {
  'duration.minutes': '{n, plural, other {# menit}}',
  'duration.hours': '{n, plural, other {# jam}}',
  'duration.days': '{n, plural, other {# hari}}',
  'part.name': '{part, select, morning {pagi hari} afternoon {siang hari} evening {malam hari} other {larut malam}}',
  'theme.name':
    '{theme, select, plans {rencana ketemu} work {pekerjaan} family {keluarga} health {kesehatan} money {uang} food {makanan} travel {perjalanan} gratitude {rasa terima kasih} humour {canda} affection {kasih sayang} friction {gesekan} stress {stres} joy {kabar baik} other {kehidupan sehari-hari}}',
  'evidence.kind':
    '{kind, select, gratitude {Terima kasih} affection {Kasih sayang} laughter {Tawa} repair {Usaha berbaikan} bid {Ajakan untuk diperhatikan} friction {Gesekan} stress {Stres} joy {Kabar baik} other {Sebuah momen}}',
  'evidence.comment':
    '{kind, select, gratitude {Di sini {author} berterima kasih. Ucapan terima kasih sehari-hari antara orang dekat dikaitkan dengan rasa lebih terhubung keesokan harinya.} affection {Di sini {author} mengatakannya dengan jelas. Pesan penuh kasih dikaitkan dengan kualitas hubungan yang lebih baik.} laughter {Di sini {author} tertawa. Tertawa bersama dikaitkan dengan kedekatan.} repair {Di sini {author} berusaha memperbaiki. Usaha berbaikan mencegah perselisihan mengeras.} bid {Di sini {author} mencari perhatianmu: ajakan kecil yang bisa disambut atau terlewat.} friction {Di sini {author} bicara karena kesal. Menyebut masalahnya, bukan orangnya, membuat perselisihan tetap bisa diselesaikan.} stress {Di sini {author} sedang memikul sesuatu; pertanyaan singkat dan spesifik lebih membantu daripada nasihat.} joy {Di sini {author} berbagi kabar baik. Menyambut kabar baik dengan antusias dikaitkan dengan keintiman.} other {{author} menulis ini.}}',
  quote: '{author}: “{text}”',
  'summary.volume':
    'Kamu dan {contact} bertukar {written, plural, other {# pesan}} antara {from} dan {to}, dalam {sessions, plural, other {# percakapan}}.',
  'summary.balance':
    'Kamu menulis {myShare, number, percent} di antaranya dan memulai {myOpened} dari {sessions} percakapan; {contact} memulai {contactOpened}.',
  'summary.replies': '{contact} biasanya membalasmu dalam {contactReply}; kamu membalas dalam {myReply}.',
  'summary.themes': 'Sebagian besar tentang {themes}, paling sering di {part}.',
  'summary.tone':
    '{trend, select, warming {Nadanya makin hangat dari paruh pertama ke paruh kedua.} cooling {Nadanya mendingin dari paruh pertama ke paruh kedua.} other {Nadanya tetap stabil dari awal sampai akhir.}}',
  'signal.conflict':
    'Ada {conflicts, plural, other {# momen tegang}}, dan {repaired, plural, =0 {tidak ada yang berakhir dengan berbaikan} other {# berakhir dengan berbaikan}}.',
  'signal.silence': '{n, plural, other {# kali}} momen tegang diikuti berjam-jam diam; diam bisa terasa seperti tembok bagi pihak lain.',
  'signal.bids':
    '{contact} menghubungimu {made, plural, other {# kali}} dengan pertanyaan atau ajakan dan mendapat balasan {answered} kali.',
  'signal.imbalance': 'Kamu memulai {myOpened} dari {sessions} percakapan: sebagian besar langkah pertama datang darimu.',
  'signal.quiet': '{contact} memulai {contactOpened} dari {sessions} percakapan: sebagian besar langkah pertama datang darinya.',
  'signal.stress': 'Stres muncul {n, plural, one {sekali} other {# kali}}, kebanyakan dari {who}.',
  'signal.warm':
    'Ada {positive, plural, other {# pesan hangat}} berbanding {negative, plural, =0 {tanpa pesan tegang} other {# pesan tegang}}.',
  'guide.pattern': 'Polanya',
  'guide.glance': 'Sekilas',
  'guide.lens': 'Lewat {wisdom}',
  'row.messages': 'Pesan',
  'row.words': 'Kata',
  'row.opened': 'Percakapan dimulai',
  'row.questions': 'Pertanyaan diajukan',
  'row.answered': 'Pertanyaan dijawab',
  'row.reply': 'Waktu balas biasanya',
  'row.warm': 'Pesan hangat',
  'row.tense': 'Pesan tegang',
  'lens.view':
    '{lens, select, control {{wisdom} dimulai dengan memilah apa yang ada dalam kendalimu. Dalam {written} pesan dengan {contact} ini, bagianmu adalah {myShare, number, percent} yang kamu tulis dan caramu membalas; waktu dan suasana hati {contact} bukan milikmu untuk diatur.} heart {{wisdom} membaca percakapan dengan hati lebih dulu. Dalam {written} pesan, kamu dan {contact} kembali satu sama lain {sessions, plural, other {# kali}}, dan di situlah hati terlihat.} flow {{wisdom} tidak akan mendorong percakapan ini ke mana pun. Ia punya arusnya sendiri: {sessions, plural, other {# percakapan}}, kebanyakan di {part}, dan {contact} memulai {contactOpened} di antaranya.} mindful {{wisdom} memintamu memperhatikan sebelum bereaksi. Dalam {written} pesan dengan {contact}, perhatikan berapa kali kamu menulis lebih dulu ({myOpened}) dan seberapa cepat kamu membalas.} community {{wisdom} melihat setiap percakapan sebagai bagian dari lingkaran kewajiban dan kepedulian yang lebih luas. {written} pesanmu dengan {contact} adalah satu benang dari lingkaran itu, dan kamu memegang {myShare, number, percent} darinya.} growth {{wisdom} mencari apa yang sudah berjalan baik untuk dibangun lebih jauh. Dalam {written} pesan dengan {contact}, kekuatannya bisa dihitung, bukan dibayangkan.} meaning {{wisdom} bertanya apa arti {written} pesan dengan {contact} ini bagimu, lebih dari isinya. Topik yang terus kalian datangi, {themes}, adalah petunjuk tentang apa yang penting.} strategy {{wisdom} mempelajari medan sebelum bergerak. Medannya di sini: {written} pesan, {sessions, plural, other {# percakapan}}, dan {contact} memulai {contactOpened} di antaranya.} other {{wisdom} meminta kejujuran sebelum kenyamanan. {written} pesan dengan {contact}: katakan apa yang ditunjukkannya, bukan apa yang ingin kamu lihat.}}',
  'lens.action':
    '{lens, select, control {Sebelum balasanmu berikutnya untuk {contact}, tulis satu hal yang bisa kamu kendalikan dan satu yang tidak, lalu balas hanya dari yang pertama.} heart {Kirim ke {contact} satu kalimat yang menyebut sesuatu yang kamu hargai darinya, tanpa meminta balasan apa pun.} flow {Biarkan percakapan berikutnya dengan {contact} dimulai dengan sendirinya; saat dimulai, ikuti alurnya, jangan mengarahkannya.} mindful {Baca pesan {contact} berikutnya dua kali dan tarik napas tiga kali sebelum membalas.} community {Tanyakan kepada {contact} kabar orang dekatnya, dan ingat jawabannya.} growth {Ceritakan kepada {contact} satu hal yang dilakukannya dengan baik minggu ini, secara spesifik.} meaning {Tanyakan pada dirimu apa yang kamu harap {contact} rasakan setelah berbicara denganmu, lalu menulislah ke arah itu.} strategy {Pilih satu hal yang kamu inginkan dari percakapan berikutnya dengan {contact} dan katakan dalam satu pesan yang jelas.} other {Sampaikan hal yang benar kepada {contact} dengan lembut, sekali saja, lalu biarkan.}}',
  'lens.prompt':
    '{lens, select, control {Kirim ke {contact}: “Aku tidak bisa mengubah minggu ini, tapi aku bisa memilih cara kita membicarakannya. Kamu sebenarnya apa kabar?”} heart {Kirim ke {contact}: “Tadi aku teringat kamu dan tersenyum. Terima kasih sudah jadi dirimu.”} flow {Kirim ke {contact}: “Tanpa rencana, tanpa paksaan: aku ada malam ini kalau kamu mau ngobrol.”} mindful {Kirim ke {contact}: “Kali ini aku benar-benar membaca pesan terakhirmu. Cerita lagi dong?”} community {Kirim ke {contact}: “Bagaimana kabar semua orang di rumahmu? Aku ingin tahu.”} growth {Kirim ke {contact}: “Sesuatu yang kamu lakukan baru-baru ini sangat membantuku. Aku memperhatikannya, terima kasih.”} meaning {Kirim ke {contact}: “Apa yang paling banyak kamu pikirkan minggu ini?”} strategy {Kirim ke {contact}: “Bisa kita cari sepuluh menit minggu ini untuk menyelesaikan satu hal bersama?”} other {Kirim ke {contact}: “Aku mau jujur soal sesuatu, dengan baik-baik. Sekarang waktunya pas?”}}',
  'action.conflict':
    'Mulailah topik sulit berikutnya dengan {contact} secara lembut: ceritakan situasinya dan apa yang kamu butuhkan, bukan apa yang selalu dia lakukan.',
  'action.bids': 'Saat {contact} bertanya atau berbagi sesuatu, balas pesan itu lebih dulu.',
  'action.imbalance': 'Beri sedikit ruang: biarkan {contact} memulai percakapan berikutnya dan lihat apa yang dibawanya.',
  'action.quiet': '{contact} yang paling sering menghubungimu; mulailah percakapan berikutnya sendiri.',
  'action.stress': 'Ajukan kepada {contact} satu pertanyaan spesifik tentang hal yang sedang membebaninya, lalu dengarkan saja.',
  'action.warm': 'Sebutkan kepada {contact} salah satu momen hangat itu: apa yang diperhatikan cenderung tumbuh.',
  'books.title': '{title} karya {author}',
  'research.quote': '“{quote}” ({source})',
  'notEnough.wisdom':
    'Datanya belum cukup: baru {written, plural, other {# pesan tertulis}} dengan {contact} sejak bacaan terakhir. Sebuah bacaan butuh setidaknya {floor}; bacaan akan datang pada jadwal berikutnya yang memilikinya.',
  'notEnough.title': 'Pesannya belum cukup',
  'notEnough.narrative':
    'Sejak bacaan terakhir baru ada {written, plural, other {# pesan tertulis}} dengan {contact}. Dengan sesedikit ini, pola apa pun hanya tebakan, jadi bacaan ini tidak menyimpulkan apa-apa. Dibutuhkan setidaknya {floor}.',
  'looped.title':
    '{pattern, select, conflict {Ketegangan dengan {contact}, dan jalan kembali} bids {Mengulurkan tangan, dan disambut} imbalance {Siapa yang menjaga percakapan dengan {contact}} quiet {{contact} terus menghubungimu} stress {Memikul stres bersama} other {Kehangatan yang terus muncul dengan {contact}}}',
  'looped.bids':
    '{contact} membuat {made, plural, other {# ajakan}} untuk perhatianmu (pertanyaan, berbagi, kasih sayang) dan kamu menyambut {answered} di antaranya; kamu membuat {myMade} dan {contact} menyambut {myAnswered}; dalam studi lanjutan pasangan pengantin baru, pasangan yang tetap bersama telah menyambut sekitar 86% ajakan seperti itu; menghitung pesan hanyalah perkiraan dari apa yang diamati peneliti secara langsung.',
  'looped.laughter':
    'Kalian tertawa bersama dalam {shared, plural, =0 {tidak satu pun percakapan} other {# percakapan}}; tertawa bersama dikaitkan dengan kedekatan dan kualitas hubungan.',
  'looped.ratio':
    'Pesan hangat melebihi pesan tegang {ratio, number, ::.#} banding 1, angka yang terinspirasi temuan laboratorium (sekitar 5 momen positif untuk setiap momen negatif pada pasangan stabil saat berselisih), bukan aturan untuk berkirim pesan.',
  'looped.ratio.none': 'Tidak ada satu pun pesan tegang di antara {written} pesan.',
  'looped.trend':
    '{trend, select, warming {Sepanjang pesan-pesan ini nadanya makin hangat.} cooling {Sepanjang pesan-pesan ini nadanya sedikit mendingin; layak diperhatikan, bukan dikhawatirkan.} other {Nadanya tetap stabil dari awal sampai akhir.}}',
  'looped.emotional':
    '{contact} terdengar hangat di {contactWarm, number, percent} pesannya dan tegang di {contactTense, number, percent}; kamu hangat di {myWarm, number, percent} dan tegang di {myTense, number, percent}.',
  'looped.track': '{title}: {reason}',
  'track.reason':
    '{id, select, 1 {untuk memperhatikan dan menyambut ajakan kecil {contact}} 2 {agar momen hangat tetap lebih banyak dari yang tegang} 3 {untuk memberi ruang bagi tawa bersama} 4 {untuk menamai perasaan sebelum bertindak} 5 {untuk memulai topik sulit dengan lembut} 6 {untuk melihat perselisihan dari sudut pandang pihak ketiga yang netral} 7 {untuk membicarakan nilai yang kalian pegang} other {agar merasa aman saat saling mencari}}',
  'looped.closing': 'Satu hal untuk dicoba: {prompt} Bacaan ini menggambarkan pesan, bukan orang, dan bukan terapi.',
  'looped.prompt':
    '{pattern, select, conflict {kirim ke {contact} “Aku ingin kita baik-baik saja. Kita bicarakan dengan tenang nanti?”} bids {lain kali {contact} bertanya atau berbagi, balas itu lebih dulu.} imbalance {biarkan {contact} memulai percakapan berikutnya dan sambut dengan hangat.} quiet {mulailah percakapan berikutnya dengan {contact}, hari ini juga.} stress {tanyakan kepada {contact} “Apa yang bisa membantumu minggu ini?”} other {ceritakan kepada {contact} satu hal yang kamu nikmati dari percakapan ini.}}',
  'zodiac.sign':
    '{sign, select, Aries {Aries} Taurus {Taurus} Gemini {Gemini} Cancer {Cancer} Leo {Leo} Virgo {Virgo} Libra {Libra} Scorpio {Scorpio} Sagittarius {Sagitarius} Capricorn {Kaprikornus} Aquarius {Akuarius} other {Pisces}}',
  'oracle.chart': 'Matahari di {sun} pada {sunDegrees}°, Bulan di {moon}',
  'oracle.chart.rising': ', ascendant {ascendant} pada {ascendantDegrees}°',
  'oracle.chart.moonEither': '{first} atau {second} (Bulan berganti rasi hari itu)',
  'oracle.akashic':
    '{chart}. {element, select, fire {Api memimpin peta ini: keberanian datang dengan mudah, kesabaran tidak.} earth {Tanah memimpin peta ini: keteguhan dan kepedulian pada yang nyata.} air {Udara memimpin peta ini: gagasan, kata-kata, dan keterhubungan.} other {Air memimpin peta ini: rasa lebih dulu, lalu pikiran.}} Untuk renungan dan hiburan, bukan ramalan.',
  'oracle.noTime': 'Tanpa jam lahir, ascendant dilewati; tambahkan jam lahir untuk melihatnya.',
  'oracle.mirror':
    'Dengan {contact} kalian paling sering ngobrol di {part}, dan {opener, select, me {biasanya kamu yang memulai percakapan} other {biasanya {contact} yang memulai percakapan}}: irama yang {element, select, fire {membara} earth {tenang} air {penuh rasa ingin tahu} other {lembut}} yang mencerminkan Matahari {sun}-mu.',
  'oracle.reflection.sun':
    'Matahari {sun}-mu: {element, select, fire {bertindaklah saat percikan datang, lalu berhenti sejenak sebelum langkah kedua.} earth {bangun perlahan; yang kamu rawat akan bertahan.} air {ucapkan gagasanmu; ia tumbuh saat dibagikan.} other {percayai perasaanmu, lalu beri ia kata-kata.}}',
  'oracle.reflection.moon': 'Bulanmu di {moon} mewarnai caramu butuh dihibur: mintalah seperti kamu akan memberikannya.',
  'oracle.reflection.rising': 'Ascendant {ascendant}: kesan pertama yang kamu berikan adalah pintu tempat orang lain masuk.',
  'oracle.reflection.messages': 'Dalam {written} pesan, {contact} paling sering membawakanmu {themes}.',
  'oracle.guide': 'Pemandumu di siklus ini: {guide}. {example}',
  'oracle.vibe': '{element, select, fire {Percikan} earth {Jangkar} air {Angin Sepoi} other {Pasang}}',
  'oracle.daily.morning': 'Pagi',
  'oracle.daily.afternoon': 'Siang',
  'oracle.daily.evening': 'Malam',
  'oracle.action.morning':
    '{element, select, fire {Bergerak dulu: jalan cepat sebelum pegang ponsel.} earth {Rapikan satu hal kecil sebelum mulai.} air {Tulis tiga baris tentang apa yang kamu inginkan hari ini.} other {Duduk dengan kopimu dua menit dalam hening.}}',
  'oracle.action.afternoon': 'Kirim ke {contact} pesan yang tidak perlu dibalas.',
  'oracle.action.evening':
    '{element, select, fire {Sebutkan dengan lembut satu hal yang kamu lakukan terburu-buru hari ini.} earth {Siapkan satu hal untuk dirimu besok.} air {Telepon seseorang alih-alih mengetik.} other {Tuliskan satu perasaan tanpa menghakiminya.}}',
  'oracle.color':
    '{color, select, red {Merah} orange {Oranye} gold {Emas} green {Hijau} teal {Hijau toska} blue {Biru} indigo {Nila} violet {Ungu} silver {Perak} other {Merah muda}}',
  'oracle.affirmation.1':
    '{element, select, fire {Keberanianku hangat, bukan berisik.} earth {Aku tumbuh seirama hal-hal yang nyata.} air {Kata-kataku membangun jembatan.} other {Perasaanku adalah pembawa pesan yang bijak.}}',
  'oracle.affirmation.2': 'Aku menyambut {contact} dengan tangan terbuka.',
  'oracle.ritual':
    '{element, select, fire {Nyalakan lilin malam ini dan sebutkan satu hal yang siap kamu mulai.} earth {Genggam batu atau tanaman selama satu menit dan sebutkan apa yang ingin kamu jaga tetap teguh.} air {Buka jendela, tarik napas tiga kali, dan ucapkan satu niat dengan lantang.} other {Cuci tanganmu perlahan dengan air hangat dan biarkan satu kekhawatiran ikut mengalir.}}',
  trait:
    '{trait, select, grateful {Penuh terima kasih: sering berterima kasih} quick {Cepat membalas} initiator {Sering memulai percakapan} curious {Ingin tahu: banyak bertanya} playful {Jenaka: mudah tertawa} planner {Suka membuat rencana} caring {Penuh kasih sayang} repairing {Cepat berbaikan setelah berselisih} stressed {Sedang agak stres akhir-akhir ini} other {Stabil}}',
  event:
    '{theme, select, plans {Rencana dengan {contact}} work {Kabar pekerjaan dengan {contact}} family {Kabar keluarga dengan {contact}} health {Urusan kesehatan dengan {contact}} money {Urusan uang dengan {contact}} food {Makan bersama {contact}} travel {Perjalanan dengan {contact}} other {Waktu bersama {contact}}} ({date})',
};
