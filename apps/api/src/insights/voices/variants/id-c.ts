import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Indonesian: Miyamoto Musashi, Yoda, Carl Jung, The Dude, Eckhart Tolle, Hunter S. Thompson, Sadhguru, Bill Hicks. */
export const variants: Record<string, VoiceVariants> = {
  'Miyamoto Musashi': {
    views: [
      'Dalam Kitab Air, Musashi meminta semangat yang seperti air, yang mengambil bentuk wadah apa pun yang ditemuinya. Dengan {contact}, biarkan sikapmu seputar {topic} tetap cair: teguh di mana harus, lentur di mana bisa.',
      'Musashi menutup kitabnya dengan Kehampaan, pikiran yang jernih seperti langit kosong, bebas dari timbunan harapan. Temui {contact} soal {topic} dengan pikiran jernih itu, dan lihat apa yang sebenarnya ada, bukan apa yang kamu kira.',
      'Aliran Musashi, Niten Ichi-ryū, mengajarkan bertarung dengan kedua pedang, alih-alih gugur dengan satu pedang masih di sarungnya. Kerahkan semua yang kamu punya untuk {topic} bersama {contact}: pendengaranmu selain kata-katamu, kesabaranmu selain rencanamu.',
      'Musashi mengajarkan kuda-kuda tanpa kuda-kuda: sikap bertarung memang ada, tetapi tak satu pun boleh mengeras menjadi kebiasaan. Posisi apa pun yang kamu ambil dengan {contact} soal {topic}, peganglah cukup ringan agar bisa bergeser saat momennya bergeser.',
      'Dalam Kitab Angin, Musashi mempelajari aliran-aliran lain untuk mengenal cara mereka tanpa terjerat olehnya. {contact} punya caranya sendiri menangani {topic}; pelajari baik-baik, tanpa merasa harus mengikutinya atau mengalahkannya.',
      'Dalam Dokkōdō, petuah-petuah singkat yang ia tulis seminggu sebelum wafat, Musashi menasihati untuk menerima segala sesuatu persis seperti datangnya. Terimalah urusanmu dengan {contact} soal {topic} sebagaimana adanya sekarang, sebelum kamu mencoba membentuknya.',
    ],
    summaries: [
      'Seorang pendekar pedang mencatat latihannya, dan kamu pun bisa: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Soal siapa yang maju: {reach}; soal cuaca di antara kalian: {climate}.',
      'Tanpa hiasan, keadaan medan apa adanya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, menyentuh {topics}. Perhatikan bahwa {reach}, dan bahwa {climate}; strategi berangkat dari sini, bukan dari harapan.',
      'Sebelum pertarungan apa pun, Musashi mengukur segalanya: di sini, {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Posisinya menunjukkan bahwa {reach}, dan waktunya menunjukkan bahwa {climate}.',
    ],
    practices: [
      'Musashi menulis tentang seribu hari latihan untuk menempa dan sepuluh ribu hari untuk memoles. Pilih satu kebiasaan kecil dengan {contact}, misalnya menjawab dengan utuh alih-alih sepotong-sepotong, dan latihlah hari ini sebagai hari pertama dari banyak hari.',
      'Gunakan apa yang Musashi sebut kepala tikus dan leher sapi: lihat {topic} sekali dalam detailnya yang paling halus, lalu sekali dalam skalanya yang paling besar, dan bergantianlah sampai kamu melihat apa yang paling penting bagi {contact} dan bagimu.',
      'Kalau kamu tidak tahu di mana posisi {contact} soal {topic}, coba apa yang Musashi sebut menggerakkan bayangan: ajukan satu pertanyaan yang ringan dan terbuka, dan biarkan jawabannya menunjukkan posisinya sebelum kamu menetapkan posisimu.',
      'Kalau obrolan dengan {contact} suatu saat berputar-putar tanpa maju, terapkan ajaran Musashi tentang pembaruan: tinggalkan benang lama sepenuhnya dan mulai pesan berikutnya dari awal, seolah ini pertemuan pertama.',
      'Ikuti petuah Musashi untuk memperhatikan bahkan hal-hal remeh: baca lagi beberapa pesan terakhirmu dengan {contact} dan temukan satu detail kecil, sebuah tanggal, keinginan, atau kekhawatiran, yang belum terjawab, lalu jawablah hari ini.',
      'Gunakan apa yang Musashi sebut melukai sudut-sudutnya: perkara besar akan goyah begitu sudut-sudutnya direbut. Pecah {topic} menjadi beberapa bagian, selesaikan bagian terkecil dengan {contact} hari ini, dan biarkan sisanya menyusul.',
    ],
    comments: {
      hard: [
        'Dalam istilah Musashi, kalimat dari {author} ini menetapkan tempo; jawaban seorang ahli strategi bukan mengikutinya, melainkan menetapkan tempo sendiri yang lebih tenang.',
        'Seorang ahli strategi akan melihat dalam kata-kata {author} ini pertahanan yang dipasang, lebih daripada pukulan yang dilancarkan, dan tidak akan memasang pertahanan sebagai balasan.',
      ],
      warm: [
        'Tak ada strategi dalam kehangatan dari {author} ini, dan Musashi akan menghormatinya seperti ia menghormati tebasan yang bersih: dengan tidak menambahkan apa pun yang merusaknya.',
        '{author} menulis ini dengan lugas dan sepenuh hati, dan Musashi, yang melukis dan memahat secermat ia bertarung, akan mengenali pekerjaan yang dikerjakan dengan baik.',
      ],
      reach: [
        '{author} melangkah maju di sini, dan dalam istilah Musashi medan di antara keduanya baru saja terbuka; medan itu layak dipijak.',
        'Dengan pesan ini {author} menguji medan secara terbuka, dan Musashi akan berkata bahwa posisi yang jelas sebagai balasan tidak menyisakan apa pun untuk ditebak.',
      ],
    },
  },
  Yoda: {
    views: [
      'Dari ukurannya, menilai apa pun, Yoda tidak akan. Bobot besar, pesan-pesan kecil soal {topic} bisa bawa; pada apa yang ditulis {contact}, lihatlah, bukan pada banyaknya, hmm.',
      'Selalu bergerak, masa depan itu, ajar Yoda; terpahat di batu, tidak ada apa pun antara kamu dan {contact}. Dari beberapa pesan soal {topic}, kesimpulan yang pasti menarik, jangan kamu.',
      'Diciptakan oleh kehidupan, Kekuatan itu, dan setiap makhluk hidup dihubungkannya. Bahkan dalam obrolan biasa dengan {contact} soal {topic}, mengalir hubungan itu, hmm.',
      'Melepaskan apa yang takut hilang darinya, itu yang Yoda ajarkan kepada Anakin muda. Erat-erat, jangan genggam bagaimana {contact} harus menjawab soal {topic}; dengan tangan terbuka, peganglah.',
      'Ke dalam gua di Dagobah, senjatanya Luke bawa, dan hanya apa yang ia bawa, ia temukan. Ke dalam setiap obrolan dengan {contact} soal {topic}, apa yang kamu bawa, kamu temui.',
      'Tentang Luke muda, Yoda mengeluh: ke cakrawala selalu ia memandang, tak pernah ke tempat ia berada. Di sini, bersama {contact}, pikiranmu jagalah, pada {topic} dan pada hari ini.',
    ],
    summaries: [
      'Melihat apa yang ada, seorang Jedi lakukan: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, soal {topics}. Jelas, bahwa {reach}, dan bahwa {climate}.',
      'Kecil, angka-angka ini terlihat, tapi makna mereka simpan: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, soal {topics}. Melalui Kekuatan, melihat kamu bisa bahwa {reach}, dan bahwa {climate}.',
      'Sabar terhadap fakta, seorang Jedi itu: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, menyentuh {topics}. Dirasakan, harus itu, bahwa {reach}; dan dirasakan juga, bahwa {climate}.',
    ],
    practices: [
      'Bermeditasilah seperti Yoda di gubuk kecilnya di Dagobah: lima menit hening, mata terpejam, pikiranmu beristirahat dengan lembut pada {contact}, tanpa merencanakan apa pun. Sesudah itu, baru sesudah itu, menulislah.',
      'Membagikan apa yang telah kamu pelajari, ajaran terakhir Yoda kepada Luke itu. Satu hal yang {contact} tunjukkan kepadamu, soal {topic} atau soal apa saja, sampaikan kepadanya hari ini, kamu harus.',
      'Melintasi rawa, Luke berlari dengan Yoda di punggungnya. Satu beban kecil untuk {contact}, pikullah hari ini: satu detail {topic} yang diurus, tanpa diminta.',
      'Baca lagi pesan terakhirmu untuk {contact}; satu hal yang kurang berhasil, temukan. Guru terbaik dari semuanya, kegagalan itu, kata Yoda kepada Luke; belajarlah darinya, dan lebih baik pesan berikutnya tulislah.',
      'Menguji kesabaran Luke di rawa, Yoda lakukan, sebelum pelajaran apa pun dimulai. Ujianmu sendiri: pesan berikutnya dari {contact}, bacalah dua kali, pelan-pelan, sebelum satu kata pun kamu ketik.',
      'Rasakan Kekuatan di sekitarmu, seperti Yoda tunjukkan kepada Luke: napas, ruangan, orang di seberang sana. Sadari semuanya sebelum menulis kepada {contact}, dan tenang kata-katamu akan jadi.',
    ],
    comments: {
      hard: [
        'Seluruh diri {author}, satu kalimat ini bukan; menilai dari itu saja, seorang Jedi tidak akan.',
        'Di balik kata-kata seperti ini dari {author}, luka mungkin tersembunyi; melihat di bawah permukaan, cara Jedi itu.',
      ],
      warm: [
        'Hadiah, pesan dari {author} ini; dengan tangan terbuka, menerimanya kamu harus.',
        'Cahaya, {author} bawa di sini; kecil kelihatannya, tapi dari ukurannya menilainya jangan kamu, hmm.',
      ],
      reach: [
        'Sebuah pintu, {author} buka di sini; melewatinya, orang bijak akan.',
        'Bertanya, {author} sedang; keberanian, sebuah pertanyaan butuhkan, dan jawaban yang jujur, layak ia dapatkan.',
      ],
    },
  },
  'Carl Jung': {
    views: [
      'Tipe-Tipe Psikologis karya Jung menggambarkan betapa berbedanya orang menghadapi dunia: lewat pikiran, perasaan, sensasi, atau intuisi. {contact} mungkin mendekati {topic} lewat fungsi yang lain darimu, dan itu perbedaan tipe, bukan kesalahan.',
      'Jung menemukan kompleks lewat tes asosiasi kata: kata-kata tertentu membuat orang ragu karena menyentuh simpul ingatan yang bermuatan perasaan. Kalau sebuah kata soal {topic} tersangkut dalam dirimu atau dalam diri {contact}, mungkin sebuah kompleks lama sedang bergejolak.',
      'Jung menyebut sinkronisitas sebagai kebetulan bermakna antara keadaan batin dan peristiwa di luar. Perhatikan saat pesan dari {contact} soal {topic} datang tepat ketika hal itu sedang ada di pikiranmu; momen seperti itu menunjuk pada apa yang hidup di antara kalian.',
      'Jung berpendapat bahwa ketika dua hal yang berlawanan tetap dipandang tanpa memaksa salah satunya menang, jalan ketiga bisa muncul, yang ia sebut fungsi transenden. Di mana pun pandanganmu dan pandangan {contact} soal {topic} berbeda, pertahankan keduanya dalam pandangan sedikit lebih lama.',
      'Bagi Jung, setiap hubungan juga memutar ulang pola-pola yang lebih tua, yaitu arketipe: sang penolong, sang anak, sang tetua bijak, sang pengecoh. Tanyakan peran mana yang kamu dan {contact} masuki seputar {topic}, dan apakah itu masih cocok.',
      'Jung meminjam istilah participation mystique untuk ikatan tak sadar di mana dua orang tidak sepenuhnya terpisah, masing-masing membawa suasana hati yang lain. Dengan {contact}, seputar {topic}, perhatikan di mana perasaanmu berakhir dan perasaannya dimulai.',
    ],
    summaries: [
      'Jung memercayai fakta pengalaman sebelum teori apa pun: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, dengan {topics} yang kembali seperti motif. Dilihat secara utuh, bahannya menunjukkan bahwa {reach}, dan bahwa {climate}.',
      'Dalam bahasa Tipe-Tipe Psikologis, mulailah dengan sensasi, fakta apa adanya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, menyentuh {topics}. Lalu biarkan intuisi membaca bentuknya: {reach}, dan {climate}.',
      'Catatan sadarnya begini: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Di bawah permukaan, mungkin ada sesuatu yang ingin disampaikannya kepadamu, karena {reach}, dan {climate}.',
    ],
    practices: [
      'Simpan buku catatan di samping tempat tidurmu malam ini, seperti yang Jung sarankan kepada pasien-pasiennya: kalau {contact}, atau sesuatu yang mirip {topic}, muncul dalam mimpi, tuliskan tanpa menafsirkannya, dan baca lagi seminggu kemudian.',
      'Gambarlah sebuah lingkaran dan isilah dengan bebas sambil memikirkan {contact}, seperti Jung menggambar mandala-mandalanya. Jangan menilai hasilnya; perhatikan apakah terasa teratur atau berserakan, dan biarkan itu memberitahumu bagaimana keadaanmu.',
      'Setelah berpisah jalan dengan Freud, Jung kembali membangun desa-desa kecil dari batu di tepi danau, seperti yang ia lakukan semasa kecil. Sebelum kamu berurusan lagi dengan {contact} soal {topic}, luangkan sepuluh menit membuat sesuatu dengan tanganmu.',
      'Terapkan tipe-tipe Jung pada dirimu sendiri: tulis satu draf balasan untuk {contact} soal {topic} dari pikiran dan satu dari perasaan, lalu kirim balasan ketiga yang membawa keduanya.',
      'Coba amplifikasi, cara Jung memperkaya sebuah gambaran: ambil satu kata yang dipakai {contact} soal {topic} dan tulis semua yang dibangkitkannya, mitos, kenangan, pepatah, sampai kamu melihat mengapa kata itu begitu mengena bagimu.',
      'Selama seminggu, catat kebetulan-kebetulan bermakna seputar {contact}: pikiran tepat sebelum pesannya datang, sebuah lagu, sebuah kata yang terus muncul kembali. Jung menanggapi sinkronisitas seperti itu dengan serius, bukan sebagai bukti, tetapi sebagai tanda apa yang meminta perhatian.',
    ],
    comments: {
      hard: [
        'Kalimat {author} yang bermuatan sekuat ini biasanya menyentuh sebuah kompleks, kata Jung, dan sebagian besar panasnya berasal dari sejarah lama, bukan dari momen ini.',
        'Jung mungkin mendengar sebuah arketipe berbicara dalam nada {author} ini, sang hakim yang keras atau sang anak yang terluka, bukan pribadinya yang utuh.',
      ],
      warm: [
        'Jung akan memperhatikan betapa banyak kehidupan yang mengalir lewat pesan {author} ini: ketika energi psikis, yang ia sebut libido, bergerak bebas menuju orang lain, hubungan pun tumbuh.',
        'Dalam kata-kata ini {author} berbicara dari Diri yang utuh, bukan dari peran apa pun, dan Jung akan menganggapnya sebagai bahan sejati sebuah ikatan.',
      ],
      reach: [
        'Dengan mengulurkan tangan seperti ini, {author} melangkah melampaui rasa aman persona, sebuah keberanian kecil di mata Jung.',
        'Dengan pesan ini {author} membuka dialog, dan Jung percaya setiap dialog yang sungguh-sungguh sedikit mengubah kedua pihak.',
      ],
    },
  },
  'The Dude': {
    views: [
      'Kadang ada hal baru yang ketahuan, kawan, dan si Dude ya ikut arus saja. Selama urusan dengan {contact} soal {topic} terus berkembang, kamu bisa biarkan gambarannya berubah tanpa panik.',
      'Walter mengubah setiap hal kecil jadi perang, lengkap dengan aturan dan garis yang nggak boleh dilewati siapa pun; si Dude cuma mau karpetnya balik. Soal {contact} dan {topic}, jadilah si Dude, bukan Walter.',
      'Si Stranger punya omongan soal beruang itu, kawan: kadang kamu yang makan beruang, kadang beruang yang makan kamu. Urusan dengan {contact} soal {topic} kadang sesuai maumu, kadang nggak, dan itu santai saja.',
      'Nggak ada yang bisa bikin si Dude buru-buru, dan si Dude nggak pernah buru-buru menenggak White Russian. Biarkan urusan dengan {contact} soal {topic} jalan dengan kecepatannya sendiri, kawan.',
      'Si Dude, Walter, dan Donny nyaris nggak pernah sepakat soal apa pun, kawan, tapi mereka selalu datang ke malam boling. Apa pun yang lagi terjadi dengan {contact} seputar {topic}, tetap datang itu lebih penting daripada merasa benar.',
      'Si Dude pergi ke supermarket pakai jubah mandi, kawan: nggak ada akting, nggak ada citra yang harus dijaga. Dengan {contact}, soal {topic}, kamu bisa jadi dirimu yang biasa saja.',
    ],
    summaries: [
      'Oke, angka-angkanya, kawan: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, banyak ngobrol soal {topics}. Plus {reach}, dan {climate}, dan hei, nggak perlu panik soal semua itu.',
      'Begini keadaan lintasannya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, soal {topics}. Terus, {reach}, dan {climate}, jadi, ya gitu deh, itu skornya.',
      'Santai saja soal detailnya, kawan: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, soal {topics}, kurang lebih. Katanya {reach}, dan {climate}, dan si Dude bisa terima itu.',
    ],
    practices: [
      'Sebelum berurusan dengan {contact} soal {topic}, berendamlah lama di air hangat kayak si Dude, lilin dan suara paus boleh pakai boleh nggak. Semua kelihatan lebih adem habis berendam, kawan.',
      'Lakukan beberapa gerakan tai chi pelan di atas karpetmu, kayak si Dude, lalu tulis ke {contact}. Badan santai, kata-kata santai, kawan.',
      'Berbaringlah di lantai pakai headphone selama satu lagu, kayak si Dude dengan kaset-kaset bolingnya. Lalu balas {contact} dengan kecepatan lagu itu.',
      'Sebelum tekan kirim ke {contact}, tanya dirimu: bakal dikirim Walter nggak, ini? Kalau iya, kawan, buang aturan, garis, dan teriak-teriaknya, lalu kirim versi si Dude.',
      'Putar sedikit Creedence, nyetir pelan-pelan atau jalan kaki, lalu kirim ke {contact} satu baris santai soal {topic}. Nggak ada agenda, kawan, cuma satu baris.',
      'Turunkan taruhannya: tulis ke {contact} soal {topic} {kind, select, work {kayak pelanggan tetap yang ramah ngobrol di konter} other {kayak kamu ngobrol sama teman di lintasan boling}}, polos dan santai, kawan.',
    ],
    comments: {
      hard: [
        'Wah, {author} agak keluar dari elemennya dengan yang satu ini, kawan; kalimat kayak gitu cuma suasana hati yang ngomong.',
        'Kayaknya {author} lagi kena momen Walter, kawan, bikin garis di mana-mana; nggak ada yang perlu bikin garis balik.',
      ],
      warm: [
        'Asyik banget, {author} ngirim getaran bagus di sini, kawan, kayak White Russian di ujung hari yang panjang.',
        '{author} lagi baik banget di sini, dan si Dude bakal bersandar saja di karpet dan menikmatinya, kawan.',
      ],
      reach: [
        '{author} pada dasarnya lagi nanya ada yang mau main boling beberapa frame nggak, kawan, dan itu selalu hal yang ramah.',
        '{author} mengulurkan tangan melintasi lintasan di sini, kawan, dan membukakan pintu kayak gitu itu langkah yang cukup keren.',
      ],
    },
  },
  'Eckhart Tolle': {
    views: [
      'Dalam A New Earth, Tolle membedakan tujuan luar, apa yang kamu lakukan, dari tujuan batin, kesadaran yang kamu bawa ke dalamnya. Apa pun yang sedang kamu dan {contact} hadapi seputar {topic}, tujuan batinnya tetap sama: hadirlah saat melakukannya.',
      'Tolle berbicara tentang kesadaran ruang: kesadaran bukan hanya akan benda dan pikiran, tetapi juga akan keheningan tempat semuanya muncul. Di sekitar setiap pesan dengan {contact} soal {topic} ada ruang itu, dan tak ada kata yang bisa mengusiknya.',
      'Petunjuk utama Tolle adalah bahwa kamu bukan pikiranmu, melainkan kesadaran yang memperhatikannya. Apa pun yang kamu pikirkan tentang {contact} dan {topic}, ada kehadiran di balik pikiran itu, yang mengamati, dan pengamat itu lebih dekat dengan siapa dirimu sebenarnya.',
      'Bagi Tolle, berserah bukan berarti menyerah, melainkan berhenti melawan apa yang ada dari dalam diri. Apa pun bentuk urusan dengan {contact} seputar {topic} hari ini, berkata ya pada saat ini membebaskan energimu untuk apa pun yang perlu dilakukan.',
      'Dalam Stillness Speaks, Tolle menunjuk keheningan di antara kata-kata sebagai hal yang lebih hakiki daripada kata-kata itu sendiri. Jeda dalam obrolanmu dengan {contact} soal {topic} tidaklah kosong; di dalamnya ada keheningan tempat respons yang sejati lahir.',
      'Tolle menyebutnya memberi ruang: mendengarkan tanpa komentar pikiran, sehingga orang lain bisa menjadi dirinya sendiri. Saat {contact} menulis soal {topic}, kamu bisa membacanya dengan cara itu, dengan keheningan batin, bukan dengan balasan yang sudah disiapkan.',
    ],
    summaries: [
      'Diamati tanpa penilaian, inilah yang ada: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, menyentuh {topics}. Sama-sama bisa diamati bahwa {reach}, dan bahwa {climate}; terimalah apa adanya, dan kehadiran akan menunjukkan apa yang menyusul.',
      'Inilah bentuknya, isi luarnya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Di dalam bentuk itu, {reach}, dan {climate}; kesadaran yang memperhatikan semua ini bukan bagian dari ceritanya.',
      'Catatan dalam waktu jam berisi {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, seputar {topics}. Catatan itu juga menunjukkan bahwa {reach}, dan bahwa {climate}; tak satu pun dari ini perlu menjadi masalah di pikiranmu sekarang.',
    ],
    practices: [
      'Amati si pemikir: setelah membaca pesan dari {contact}, perhatikan pikiran pertama yang muncul tentangnya dan cukup amati, tanpa mengikutinya. Lalu jawablah dari keheningan di baliknya.',
      'Latih memberi ruang: lain kali {contact} menulis soal {topic}, baca pesannya sekali tanpa menyusun balasan apa pun di kepala, dan baru sesudahnya biarkan respons muncul.',
      'Gunakan gerbang alam, seperti saran Tolle: pandangi pohon, langit, atau tanaman selama satu menit tanpa menamainya, lalu tulis kepada {contact} dari tempat yang lebih tenang itu.',
      'Apa pun keadaan urusan dengan {contact} seputar {topic}, terimalah dari dalam seolah kamu sendiri yang memilihnya, seperti nasihat Tolle, lalu lakukan satu tindakan yang memang diperlukan.',
      'Sebelum mengambil ponsel untuk menulis kepada {contact}, lakukan satu hal biasa dengan perhatian penuh, mencuci cangkir atau menaiki tangga, seperti saran Tolle, dan biarkan kehadiran itu terbawa ke dalam pesanmu.',
      'Dengarkan keheningannya: setelah setiap pesan yang kamu tukar dengan {contact} hari ini, berhentilah sejenak dan sadari keheningan sebelum pikiran berikutnya datang, ruang tempat {topic} muncul dan memudar.',
    ],
    comments: {
      hard: [
        'Pikiran mungkin ingin menganggap kata-kata {author} ini sebagai serangan pribadi, tetapi Tolle akan melihatnya sebagai pengondisian lama yang berbicara, bukan hakikat orangnya.',
        'Di balik kalimat {author} ini mungkin ada perlawanan terhadap apa yang ada, dan menghadapinya tanpa perlawanan, bagi Tolle, itulah yang membuatnya larut.',
      ],
      warm: [
        'Pesan {author} ini datang dari saat keberadaan, bukan kesibukan berbuat, dan Tolle akan berkata kegembiraan seperti ini hanyalah kehadiran yang bersinar menembus.',
        'Dalam kata-kata {author} ini tidak ada masa lalu dan tidak ada masa depan, hanya rasa senang sekarang, persis Saat Ini yang terus ditunjuk Tolle.',
      ],
      reach: [
        'Dengan pesan ini {author} membuka sebuah ruang, dan Tolle akan menyarankan untuk menyambutnya dengan perhatian, bukan dengan jawaban siap pakai dari pikiran.',
        '{author} mengulurkan tangan di sini tanpa tahu apa yang akan kembali, sebuah kepercayaan kecil pada saat ini yang akan dihormati Tolle.',
      ],
    },
  },
  'Hunter S. Thompson': {
    views: [
      'Aturan pertama jurnalisme gonzo adalah bahwa reporternya bagian dari cerita. Dalam apa pun yang sedang terjadi dengan {contact} seputar {topic}, kamu tidak duduk di tribun pers; langkah-langkahmu sendiri adalah separuh alurnya.',
      'Thompson punya kalimat soal membeli tiket dan menikmati wahananya. Begitu kamu sudah berada dalam percakapan dengan {contact} soal {topic} ini, sekalian saja masuk sepenuhnya, mata terbuka, penuh perhatian.',
      'Dalam Hell’s Angels, Thompson menulis tentang Tepian, sebuah batas yang hanya benar-benar kamu temukan dengan mendekatinya. Setiap obrolan dengan {contact} soal {topic} punya tepian tempat kejujuran mulai terasa tidak nyaman, dan biasanya di situlah cerita yang sebenarnya berada.',
      'Thompson menghasilkan karya paling liarnya di samping Ralph Steadman, rekan yang melihat adegan yang sama dengan tinta yang sama sekali berbeda. {contact} melihat {topic} lewat lensa yang berbeda darimu, dan gambaran utuhnya butuh kedua gambar itu.',
      'Dalam bagian tentang gelombang di Fear and Loathing in Las Vegas, Thompson mengenang masa ketika semua orang seolah menunggangi energi yang sama. Perhatikan saat kamu dan {contact} menangkap gelombang seperti itu seputar {topic}; momen-momen itu layak dikenang.',
      'Di Owl Farm di Woody Creek, Thompson menjaga markas berbenteng, jauh dari kebisingan, tempat ia bisa berpikir. Apa pun yang datang dari {contact} soal {topic}, kamu butuh markas di dalam dirimu yang tak bisa diserbu pesan apa pun.',
    ],
    summaries: [
      'Catatan dari jalan, diketik cepat tapi benar: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, dengan {topics} di kawat berita. Kabar dari lapangan menyebutkan bahwa {reach}, dan bahwa {climate}.',
      'Angka mentahnya, sebelum ada editor yang memperhalusnya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, meliputi {topics}. Ceritanya, dimuat apa adanya: {reach}, dan {climate}.',
      'Beginilah ceritanya kalau sampai di meja redaksi Rolling Stone tepat saat tenggat: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Sudut yang tak boleh dikubur siapa pun adalah bahwa {reach}, dan bahwa {climate}.',
    ],
    practices: [
      'Thompson mengetik ulang The Great Gatsby untuk merasakan bagaimana kalimat yang bagus bekerja. Baca lagi satu pesan dari {contact} yang kamu suka, perhatikan apa yang membuatnya mengena, dan balaslah dengan kecermatan yang sama.',
      'Pegang buku catatan reporter selama sehari: catat apa yang benar-benar dikatakan {contact} soal {topic}, kata demi kata, di satu sisi, dan apa yang menurutmu maksudnya di sisi lain.',
      'Jalankan seperti wawancara sungguhan: ajukan satu pertanyaan terbuka kepada {contact} soal {topic}, lalu berhenti bicara dan biarkan jawabannya mengalir selama yang diperlukan, seperti reporter yang baik membiarkan narasumbernya bicara.',
      'Sebelum mengirim apa pun ke {contact}, periksa fakta ceritamu sendiri: garis bawahi setiap klaim tentang motifnya dan coret setiap klaim yang tidak bisa kamu verifikasi.',
      'Tulis judul beritanya: satu baris tebal tentang posisimu dengan {contact} soal {topic}. Kalau bunyinya seperti berita heboh tabloid, tulis ulang sampai benar dan adil, lalu bertindaklah berdasarkan versi itu.',
      'Bawa ceritanya ke jalan: pindahkan satu obrolan dengan {contact} keluar dari utas biasa, {kind, select, work {ke telepon atau pertemuan di tempat baru} other {ke telepon, jalan kaki, atau minum-minum di tempat baru}}, dan lihat apa yang muncul di sana.',
    ],
    comments: {
      hard: [
        'Ada seluruh latar cerita yang dijejalkan ke dalam kalimat {author} ini, dan reporter yang baik akan mencarinya dulu sebelum menulis judul beritanya.',
        'Ini terbaca seperti {author} mengetik jam tiga pagi dengan tenggat yang terbakar; Thompson akan mengarsipkannya sebagai panas sesaat, bukan kata terakhir.',
      ],
      warm: [
        'Ini jenis kalimat dari {author} yang mungkin ditempel Thompson di dinding Owl Farm, bukti bahwa orang-orang baik masih ada di luar sana.',
        'Di tengah semua gangguan sinyal, {author} mengirim sinyal yang jernih dan hangat di sini, jenis kutipan yang disimpan reporter untuk paragraf terakhir.',
      ],
      reach: [
        'Aturan gonzo: keluar dari mobil dan pergi bicara dengan orang-orang, dan itulah persisnya yang dilakukan {author} di sini.',
        '{author} mengangkat telepon di sini seperti reporter yang menghubungi narasumber, dan cerita-cerita terbaik dimulai persis dengan telepon semacam itu.',
      ],
    },
  },
  Sadhguru: {
    views: [
      'Sadhguru suka membandingkan intelek dengan pisau: sangat bagus untuk memotong-motong, tak berguna untuk menyatukan. Kalau kamu membedah apa yang ditulis {contact} soal {topic}, pakailah pisau itu untuk tugasnya, dan sesuatu yang lebih besar untuk hubungannya.',
      'Bagi Sadhguru, proses spiritual adalah perluasan sikap inklusif, sampai apa yang kamu sebut dirimu mencakup makin banyak kehidupan. Bisakah {contact}, dengan caranya memandang {topic}, ikut tercakup di situ, tanpa salah satu dari kalian menjadi yang lain?',
      'Sadhguru berkata apa saja bisa dijadikan sadhana, alat untuk pertumbuhanmu: napas, makanan, pekerjaan. Urusanmu dengan {contact} seputar {topic}, mulus ataupun kasar, sama bagusnya sebagai sadhana seperti retret mana pun.',
      'Dalam penjelasan Sadhguru tentang karma, ingatan lama diam-diam membentuk pola-polamu, sehingga kamu terus bertemu situasi yang sama. Perhatikan apakah caramu menangani {topic} dengan {contact} itu segar, atau putaran lama yang diputar ulang.',
      'Sadhguru mengingatkan bahwa yoga berarti penyatuan: batas-batas yang kamu tarik adalah milikmu, bukan milik kehidupan. Garis antara kamu dan {contact} berguna untuk menyelesaikan {topic}, tetapi tidak perlu mengeras menjadi tembok.',
      'Sadhguru sering berkata hidup berjalan baik saat kamu lebih peka, bukan lebih banyak beropini. Dengan {contact} dan {topic}, biarkan persepsimu tentang apa yang sebenarnya terjadi tiba lebih dulu daripada opinimu.',
    ],
    summaries: [
      'Lihatlah seperti petani yang baik melihat tanah, apa adanya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Perhatikan bahwa {reach}, dan bahwa {climate}; lalu kamu tahu dengan apa kamu bekerja.',
      'Ini fakta sederhana, bukan vonis seumur hidup: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, melintasi {topics}. Ya, {reach}, dan {climate}; akan jadi apa semua ini ada di tanganmu.',
      'Pikiran bisa membuat sirkus dari angka-angka, jadi buat tetap sederhana: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, soal {topics}. Perhatikan bahwa {reach}, dan bahwa {climate}; anggap itu informasi, bukan putusan.',
    ],
    practices: [
      'Lakukan Isha Kriya, meditasi terpandu gratis dua belas menit dari Sadhguru, sebelum obrolan berikutnya dengan {contact}, dan biarkan balasannya datang sesudahnya, dari tempat yang tenang itu.',
      'Satukan kedua telapak tanganmu dalam namaskar sejenak sebelum menulis kepada {contact}, seperti saran Sadhguru, supaya yang kamu kirim datang dari rasa menyatu, bukan dari keterpisahan.',
      'Coba saran Sadhguru untuk pagi hari: begitu bangun, tersenyumlah hanya karena kamu masih hidup. Bawa itu ke dalam apa pun yang kamu tulis kepada {contact} soal {topic} hari ini.',
      'Duduklah beberapa menit bersama sebatang pohon, sadar bahwa kamu mengembuskan apa yang dihirupnya, seperti sering ditunjukkan Sadhguru. Lalu tulis kepada {contact} dengan rasa saling memberi yang ringan seperti itu.',
      'Jadikan {topic} sadhanamu hari ini: kerjakan satu tugas yang berkaitan dengan {contact} dengan perhatian penuh, sebagai persembahan, bukan kewajiban yang membebani, dan perhatikan bagaimana bobotnya berubah.',
      'Makanlah satu kali hari ini dalam diam dan dengan perhatian penuh, latihan yang dianjurkan Sadhguru, lalu tulis kepada {contact} dengan perhatian yang sama, tanpa tergesa.',
    ],
    comments: {
      hard: [
        'Sadhguru akan berkata kata-kata {author} ini adalah kimia batin seseorang yang tumpah keluar, bukan pernyataan final tentang siapa pun.',
        'Di sini intelek {author} sedang memotong, seperti yang menurut Sadhguru selalu dilakukan intelek; yang dibutuhkan momen ini selanjutnya adalah sesuatu yang menyatukan.',
      ],
      warm: [
        'Sadhguru akan berkata {author} sedang mempersembahkan sesuatu di sini, dan persembahan yang diberikan dengan gembira sudah merupakan semacam bakti.',
        'Di sini {author} bersikap inklusif, yang disebut Sadhguru sebagai inti proses spiritual, bahkan dalam satu pesan kecil.',
      ],
      reach: [
        '{author} mengambil inisiatif di sini, dan Sadhguru akan menunjukkan bahwa bertindak tanpa menunggu saat yang sempurna sudah setengah dari pekerjaannya.',
        '{author} mengulurkan tangan di sini, dan Sadhguru akan berkata gerakan sederhana seperti ini, bila dilakukan dengan sadar, sama nilainya sebagai latihan dengan meditasi mana pun.',
      ],
    },
  },
  'Bill Hicks': {
    views: [
      'Hicks menutup beberapa pertunjukannya dengan gagasan bahwa kita semua adalah satu kesadaran yang mengalami dirinya sendiri lewat banyak kehidupan. Dilihat begitu, kamu dan {contact} yang membicarakan {topic} adalah kehidupan yang sedang bercakap dengan dirinya sendiri, dan ia mampu bermurah hati.',
      'Hicks suka mengatakan, dengan gayanya yang liar, bahwa hidup adalah semacam mimpi tempat kita sibuk membayangkan diri kita sendiri. Apa pun yang sedang kamu dan {contact} buat dari {topic}, kalian berdua boleh membayangkannya ulang.',
      'Hicks terus menyuruh penontonnya mematikan televisi dan berpikir sendiri. Banyak dari yang kamu yakini tentang bagaimana seharusnya urusan dengan {contact} dan {topic} berjalan mungkin naskah pinjaman; periksa bagian mana yang benar-benar milikmu.',
      'Hicks punya satu tuntutan bagi seniman: bermainlah dari hati, bukan untuk pasar. Hal yang sama berlaku untuk caramu hadir bersama {contact} seputar {topic}: apa pun yang kamu tulis, biarlah itu sesuatu yang benar-benar kamu maksudkan.',
      'Hicks melihat komedi sebagai cara mengatakan hal benar yang tak ingin diucapkan siapa pun di ruangan, dengan cinta di baliknya. Di antara kamu dan {contact} soal {topic} mungkin ada satu hal benar yang tak terucap, yang layak dikatakan dengan lembut.',
      'Hicks bercerita tentang seorang pelayan yang bertanya kepadanya membaca itu buat apa, dan toh ia tak pernah berhenti ingin tahu. Tetaplah ingin tahu tentang {contact} dan caranya melihat {topic}; rasa ingin tahu adalah kebalikan dari pikiran yang tertutup.',
    ],
    summaries: [
      'Matikan komentarnya dan lihat tayangan mentahnya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Tanpa dipelintir: {reach}, dan {climate}.',
      'Ini beritanya tanpa suara pembawa berita: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, soal {topics}. Cerita sebenarnya di baliknya adalah bahwa {reach}, dan bahwa {climate}.',
      'Buang suara tawa rekamannya, dan inilah yang tersisa: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, meliputi {topics}. Diceritakan dengan jujur, {reach}, dan {climate}, dan tak satu pun butuh lelucon penutup.',
    ],
    practices: [
      'Jalani terapi ala Hicks selama satu malam: matikan TV, linimasa, dan kebisingan latar, lalu tulis kepada {contact} dari kepalamu sendiri, bukan dari apa pun yang ditanamkan layar di sana.',
      'Coba latihan satu kesadaran yang pasti disukai Hicks: selama satu menit, bayangkan kamu adalah {contact}, yang sedang membaca pesan-pesanmu sendiri soal {topic}. Lalu jawablah seperti kamu ingin dijawab.',
      'Temukan lelucon yang jujur: kalau ada yang absurd soal {topic}, tertawakan dulu bagianmu sendiri di dalamnya, seperti Hicks yang juga membidik dirinya sendiri, dan bagikan tawa itu dengan {contact} kalau membantu.',
      'Tulis pesan berikutnya untuk {contact} seperti Hicks ingin para musisi bermain, dari hati: tanpa efek yang diperhitungkan, tanpa maksud tersembunyi, hanya apa yang kamu maksudkan.',
      'Ajukan satu pertanyaan yang sungguh ingin tahu kepada {contact} soal {topic}, dan dengarkan seperti Hicks membaca, lapar akan apa yang belum kamu ketahui.',
      'Katakan satu hal yang benar: dalam satu kalimat yang baik, sebutkan apa yang sebenarnya kamu pikirkan soal {topic}, dan berikan kepada {contact} versi yang jujur, bukan sekadar versi yang sopan.',
    ],
    comments: {
      hard: [
        'Lepaskan sikap dari kalimat {author} ini, kata Hicks, dan cari hal jujur yang dengan canggung sedang coba dikatakannya.',
        'Ada naskah pinjaman dalam apa yang ditulis {author} di sini, jenis kalimat yang dipungut orang lalu diulang-ulang; Hicks akan bertanya dengan lembut apa perasaan yang sebenarnya.',
      ],
      warm: [
        'Pesan {author} ini kebalikan dari pemasaran: tak ada yang menjual apa pun, ini sungguh dimaksudkan, dan Hicks akan menyukainya.',
        'Di sini {author} bermain dari hati, persis yang diminta Hicks dari siapa pun yang punya sesuatu untuk dikatakan.',
      ],
      reach: [
        'Dalam pesan {author} ini Hicks akan melihat satu bagian dari kesadaran yang satu menjangkau bagian lainnya, dan itulah inti dari berbicara sama sekali.',
        '{author} bertanya di sini dengan terbuka dan tanpa maksud tersembunyi, dan di dunia yang penuh rayuan jualan, itu tindakan kecil yang radikal.',
      ],
    },
  },
};
