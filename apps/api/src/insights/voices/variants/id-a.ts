import type { VoiceVariants } from '../voice.ts';

/** More phrasings, Indonesian: Stoicism, Sufi Wisdom, Taoism, Buddhist Teachings, Christian Mysticism, Indigenous Wisdom, Vedanta (Hinduism), Sikh Teachings. */
export const variants: Record<string, VoiceVariants> = {
  Stoicism: {
    views: [
      'Marcus Aurelius melatih pandangan dari atas: naik dalam pikiran sampai kota, musim, dan seluruh masa hidup tampak kecil. Dilihat dari ketinggian itu, {topic} bersama {contact} kembali ke ukurannya yang sebenarnya, tidak lebih besar dan tidak lebih kecil daripada kenyataannya.',
      'Epiktetos mengajarkan disiplin persetujuan: sebuah kesan datang, dan kamulah yang memutuskan apakah akan menyetujuinya. Bagaimanapun pesan-pesan {contact} soal {topic} mengenaimu, mintalah setiap kesan menunggu di pintu dan menunjukkan dirinya sebelum kamu mempersilakannya masuk.',
      'Hierokles menggambarkan setiap orang di pusat lingkaran-lingkaran, diri, keluarga, sahabat, sesama warga, seluruh umat manusia, dan menganjurkan agar lingkaran-lingkaran luar ditarik ke dalam. Di mana pun {contact} berada dalam lingkaranmu, {kind, select, work {urusan yang adil dan sopan soal {topic}} other {sedikit lebih banyak perhatian hari ini}} membawanya satu lingkaran lebih dekat.',
      'Epiktetos menasihati agar kita menghendaki peristiwa terjadi sebagaimana memang terjadi, sikap yang kelak disebut amor fati. Ke mana pun {topic} bergerak bersama {contact}, seorang Stoik menganggapnya bahan untuk kebajikan, bukan luka dari nasib.',
      'Bagi kaum Stoik, memento mori adalah cara memandang, bukan kemuraman: Marcus mengingatkan dirinya bahwa ia dan semua orang yang ia hadapi akan segera tiada. Dipegang dengan cara itu, setiap percakapan dengan {contact}, termasuk soal {topic}, menjadi sedikit lebih ringan dan sedikit lebih berharga.',
      'Marcus menyebut pikiran yang bebas dari hawa nafsu sebagai benteng, kubu yang tak bisa diserbu oleh peristiwa luar mana pun. Bagaimanapun {contact} menulis soal {topic}, daya pengaturmu, hegemonikon, tetap dalam genggamanmu, dan dari sana kamu memilih cara menjawab.',
    ],
    summaries: [
      'Dilihat dari atas, seperti cara Marcus memandang: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}, sepenggal kecil dari hidup yang panjang. Setujui hanya apa yang ditunjukkan catatan: bahwa {reach}, dan bahwa {climate}.',
      'Epiktetos akan memisahkan kesan dari fakta, dan faktanya begini: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, menyangkut {topics}. Fakta bahwa {reach}, dan fakta pula bahwa {climate}; cerita apa pun yang kamu tambahkan adalah penilaian yang masih harus diperiksa.',
      'Sebuah catatan polos ala Meditasi, ditulis hanya untuk dirimu sendiri: {written, plural, other {# pesan}} sepanjang {days, plural, other {# hari}}, tentang {topics}. Dicatat tanpa keluhan dan tanpa sanjungan: {reach}, dan {climate}.',
    ],
    practices: [
      'Mulailah hari seperti Marcus dalam buku kedua Meditasi, membayangkan siapa saja yang mungkin kamu temui dan bagaimana kamu ingin bersikap. Pilih sekarang satu kebajikan, kesabaran, keadilan, atau keterusterangan, yang akan kamu bawa untuk {contact} hari ini.',
      'Ikuti nasihat Seneca kepada Lucilius dan pilih seseorang yang kamu kagumi, Cato versimu sendiri, untuk kamu bayangkan sedang mengawasimu. Tulis pesan berikutnya untuk {contact} seolah orang itu ikut membacanya dari balik bahumu.',
      'Gunakan metode peran dari Epiktetos: sebutkan peran yang kamu pegang terhadap {contact}, lalu tanyakan apa yang diminta peran itu darimu hari ini soal {topic}. Jalankan satu kewajiban itu dengan baik, apa pun balasannya.',
      'Latih deskripsi polos ala Marcus: ulangi pesan terakhir {contact} soal {topic} dengan kata-kata netral, tanpa kata sifat dan tanpa tebakan tentang motif. Tanggapi apa yang tersisa, bukan warna yang pertama kali kamu berikan padanya.',
      'Tulislah, seperti Marcus dalam buku pertama Meditasi, apa yang telah kamu pelajari dari {contact}: satu sifat, kebiasaan, atau pelajaran, sekecil apa pun. Biarkan itu menentukan nada percakapan berikutnya soal {topic}.',
      'Lakukan satu kebaikan untuk {contact} hari ini seperti pohon anggur Marcus menghasilkan buah: tanpa menghitung, tanpa menunggu ucapan terima kasih, lalu beralih ke perbuatan baik berikutnya.',
    ],
    comments: {
      hard: [
        'Sebelum bereaksi terhadap kata-kata {author} ini, seorang Stoik akan mengingat pengingat pagi Marcus bahwa orang bertindak menurut apa yang tampak benar bagi mereka, lalu menjawab dengan sabar, bukan dengan celaan.',
        'Epiktetos berpendapat bahwa tak seorang pun bisa merugikanmu tanpa persetujuanmu; apa yang ditulis {author} di sini baru menjadi luka jika kamu setuju bahwa itu luka.',
      ],
      warm: [
        'Marcus membuka Meditasi dengan mendaftar kebaikan yang ia terima dari orang lain, dan tulisan {author} ini layak masuk daftar semacam itu.',
        'Dalam tulisan {author} ini kaum Stoik akan melihat keadilan dan kebaikan hati, kebajikan-kebajikan sosial, dipraktikkan dalam hal-hal kecil, justru tempat keduanya paling berarti.',
      ],
      reach: [
        'Hierokles akan melihat {author} menarik sebuah lingkaran sedikit lebih dekat di sini, dan bagi kaum Stoik itulah kodrat manusia yang bekerja sebagaimana mestinya.',
        'Seneca berpendapat bahwa kebaikan diberikan demi kebaikan itu sendiri, dan uluran tangan {author} ini adalah pemberian semacam itu, sudah utuh sebelum jawaban apa pun tiba.',
      ],
    },
  },
  'Sufi Wisdom': {
    views: [
      'Kaum sufi membedakan zahir, yang lahiriah, dari batin, yang ada di dalam; dalam kisah Nabi Musa dan Khidir di Al-Qur’an, perbuatan-perbuatan yang aneh baru menunjukkan alasan tersembunyinya belakangan. Apa yang terjadi dengan {contact} soal {topic} mungkin juga punya sisi batin yang belum tampak.',
      'Dalam Musyawarah Burung karya Attar, tiga puluh burung menyeberangi tujuh lembah untuk mencari Simurgh dan, pada akhirnya, menemukan bayangan diri mereka sendiri. Apa yang kamu cari dalam diri {contact}, termasuk seputar {topic}, mungkin memperlihatkan sesuatu tentang dirimu.',
      'Tarekat-tarekat sufi menjunjung futuwwah, kesatriaan rohani, yang tandanya adalah itsar, mendahulukan kebutuhan orang lain di atas kebutuhanmu sendiri. Dalam urusan dengan {contact} soal {topic}, futuwwah bertanya diam-diam seperti apa kemurahan hati di sini, tanpa memamerkannya.',
      'Risalah Al-Qusyairi tentang jalan sufi membedakan hal, keadaan sesaat yang datang sebagai anugerah, dari maqam, kedudukan yang diraih lewat latihan yang tekun. Suasana hati pada satu hari bersama {contact} adalah hal; apa yang kamu bangun {kind, select, work {lewat urusan yang bisa diandalkan} other {lewat perhatian yang tekun dari waktu ke waktu}} adalah maqam.',
      'Rabiah dari Basrah ingin mencintai Allah bukan karena surga, bukan pula karena takut neraka, melainkan semata-mata karena Allah. Apa pun yang kamu berikan kepada {contact}, {kind, select, work {kesungguhan soal {topic}} other {waktu, perhatian, kepedulian}}, cita-cita sufi adalah memberikannya tanpa buku catatan pahala.',
      'Kaum sufi Naqsyabandiyah melatih khalwat dar anjuman, menyendiri di tengah keramaian: hadir sepenuhnya di antara orang-orang, sementara batin tetap menghadap Allah. Berurusan dengan {contact} soal {topic} tidak harus menarikmu dari pusatmu; hati bisa tetap berkhalwat di tengah percakapan.',
    ],
    summaries: [
      'Seorang salik mencatat perjalanannya dengan sederhana: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, melewati {topics}. Keadaan yang lewat dicatat, tidak dihakimi: {reach}, dan {climate}.',
      'Zahir lebih dulu, catatan lahiriah apa adanya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, berkisar pada {topics}. Batin, makna yang ada di dalam, biar direnungkan hati perlahan-lahan; tanda-tandanya adalah bahwa {reach}, dan bahwa {climate}.',
      'Dihitung seperti seorang darwis menggulirkan butir-butir tasbih, satu per satu, tanpa tergesa-gesa: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Setiap butir dipegang tanpa keluhan: {reach}, dan {climate}.',
    ],
    practices: [
      'Cobalah latihan Naqsyabandiyah hush dar dam, kesadaran dalam setiap napas: sepanjang percakapan berikutnya dengan {contact}, jaga setiap napas tetap sadar, agar tak satu kata pun soal {topic} keluar darimu dalam ghaflah, kelalaian.',
      'Latih nazar bar qadam, penjagaan langkah ala Naqsyabandiyah: sebelum setiap pesan untuk {contact} hari ini, turunkan pandanganmu hanya ke langkah berikutnya, dan ambil langkah itu dengan hati-hati.',
      'Peganglah samt, diam yang dihitung sebagai salah satu tiang jalan sufi: katakan kepada {contact} hari ini lebih sedikit daripada yang ingin kamu katakan, dan biarkan bagian yang tak terucap menjadi zikir.',
      'Lakukan satu kebaikan untuk {contact} secara diam-diam, seperti kaum Malamatiyah, yang menyembunyikan amal baik mereka agar nafsu tak bisa mengambil pujiannya.',
      'Panjatkan doa untuk {contact} tanpa sepengetahuannya; menurut hadis, malaikat menjawab doa seperti itu dengan kebaikan yang sama bagi orang yang berdoa. Lalu tulislah, atau tidak, dari niat baik itu.',
      'Latih safar dar watan, perjalanan di tanah air sendiri ala Naqsyabandiyah: setelah percakapan berikutnya dengan {contact} soal {topic}, sebutkan satu sifat tercela yang muncul dalam dirimu, lalu berangkatlah menuju lawannya yang terpuji.',
    ],
    comments: {
      hard: [
        'Para guru sufi akan membaca kalimat dari {author} ini sebagai hal, keadaan yang lewat, dan tidak akan mengira keadaan yang lewat itu sebagai keseluruhan diri seseorang.',
        'Kaum Malamatiyah menyambut celaan sebagai obat bagi ego, sehingga seorang sufi bahkan bisa menerima kalimat tajam dari {author} ini sebagai obat pahit bagi nafsu.',
      ],
      warm: [
        'Tulisan {author} ini terasa seperti itsar, mendahulukan orang lain, yang oleh ahli futuwwah dianggap mahkota kesatriaan.',
        'Dalam istilah sufi, tulisan {author} ini adalah ihsan, melakukan yang indah, keindahan yang tidak membutuhkan penonton.',
      ],
      reach: [
        'Lewat pesan ini {author} mengambil langkah talab, pencarian yang oleh Attar dijadikan lembah pertama dari setiap perjalanan.',
        'Di sini {author} mengetuk pintu, dan keramahan khanqah menjawab ketukan dengan menyiapkan tempat dan secangkir minuman.',
      ],
    },
  },
  Taoism: {
    views: [
      'Dalam lambang taiji, setiap belahan membawa benih belahan yang lain, dan tak satu pun lama berada di atas. Apa yang bergerak antara kamu dan {contact} seputar {topic} berputar dengan cara yang sama: berbicara dan mendengar, memberi dan menerima, masing-masing menjadi yang lain.',
      'Laozi mencatat bahwa tiga puluh jeruji bertemu pada satu naf, dan ruang kosong di tengahnyalah yang membuat roda berguna. Antara kamu dan {contact}, ruang yang tak terisi di sekitar {topic}, apa yang tak diucapkan dan tak ditanyakan, mungkin justru yang membuat semuanya berputar.',
      'Sang bijak dalam ajaran Laozi tidak bersaing, dan karena itu tak seorang pun bisa bersaing dengannya. Bersama {contact} soal {topic}, tidak ada yang perlu dimenangkan dan tidak ada yang perlu dibuktikan; tanpa perlombaan, kalian masing-masing bebas untuk sekadar berguna.',
      'Pemelihara monyet dalam kisah Zhuangzi menawarkan tiga kacang di pagi hari dan empat di malam hari; ketika monyet-monyet protes, ia menawarkan empat dan tiga, dan semua puas. Dengan {contact}, banyak hal soal {topic} mungkin keseluruhan yang sama, hanya disusun dengan cara lain.',
      'Pohon besar dalam kisah Zhuangzi selamat karena para tukang kayu menilainya tak berguna, sehingga ia tumbuh sangat besar dan memberi keteduhan. Tidak setiap percakapan dengan {contact} harus punya tujuan; bagian-bagian yang santai dan tak produktif mungkin justru yang memberi keteduhan.',
      'Laozi menganggap tahu kapan cukup itu cukup sebagai sejenis kekayaan. Apa pun yang kamu harapkan dari {contact} seputar {topic}, berhentilah sejenak untuk menyadari apa yang sudah memadai sebelum meraih lebih.',
    ],
    summaries: [
      'Yin dan yang dari catatan ini, tanpa menilai sisi mana pun: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, berputar di sekitar {topics}. Perhatikan geraknya, bahwa {reach}, dan bahwa {climate}; yang penuh akan kosong, dan yang kosong akan terisi.',
      'Dilihat dengan ketenangan yang rata, yang oleh Zhuangzi disebut kesetaraan segala sesuatu: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, seputar {topics}. Tak ada sisi yang perlu benar, cukup diperhatikan: {reach}, dan {climate}.',
      'Dihitung dengan ringan, seperti menghitung riak di sungai: {written, plural, other {# pesan}} sepanjang {days, plural, other {# hari}}, hanyut melewati {topics}. Arusnya menunjukkan bahwa {reach}, dan permukaannya menunjukkan bahwa {climate}.',
    ],
    practices: [
      'Bawalah tiga pusaka Laozi ke percakapan berikutnya dengan {contact}: welas asih dalam nadamu, hemat dalam kata-katamu, dan tidak terburu-buru menjadi yang pertama, agar ada ruang untuk mendengarkan sebelum apa pun diputuskan.',
      'Tangani {topic} seperti kata Laozi tentang memerintah negara besar, bagai memasak ikan kecil: balik sesedikit mungkin. Kirim satu pesan kepada {contact} hari ini, lalu tahan diri untuk tidak mengutak-atiknya.',
      'Perjalanan seribu li dimulai di bawah kakimu, kata Laozi: pilih langkah nyata terkecil bersama {contact}, sebuah tanggal, sebuah pertanyaan, sepatah terima kasih, dan ambil hanya langkah itu hari ini.',
      'Latih kerendahan hati Zhuangzi di jembatan di atas Sungai Hao: sebelum memutuskan apa yang dirasakan atau dimaksud {contact} soal {topic}, tanyakan pada dirimu bagaimana mungkin kamu tahu, lalu tanyakan saja kepadanya.',
      'Sebelum menulis kepada {contact}, coba zuowang, duduk dan melupakan, seperti Yan Hui dalam kitab Zhuangzi: duduklah beberapa menit dan biarkan rencana, label, dan harapan luruh sampai yang tersisa hanya saat ini.',
      'Seimbangkan yin dan yang dalam percakapan berikutnya dengan {contact}: kalau selama ini kamu lebih banyak meminta, berilah; kalau lebih banyak bicara, dengarkan; kalau lebih banyak mendorong {topic} maju, biarkan ia beristirahat sehari.',
    ],
    comments: {
      hard: [
        'Zhuangzi akan membiarkan kalimat dari {author} ini lewat seperti angin melewati lubang-lubang pohon: berbunyi sesaat, lalu lubang-lubang itu kosong lagi.',
        'Sepatah kata tajam dari {author}, dan sang bijak, yang tidak bersaing, tak perlu memungut apa yang dilemparkan.',
      ],
      warm: [
        'Di sini {author} bertindak dengan de, kebajikan hening yang bekerja tanpa mendorong dan membuat semua orang sedikit lebih tenang.',
        'Tulisan {author} ini polos dan tanpa hiasan, jenis ucapan tulus yang lebih dipercaya Laozi daripada kata-kata indah.',
      ],
      reach: [
        'Lewat pertanyaan ini {author} menawarkan yin berupa keterbukaan, dan percakapan bisa bernapas lagi ketika sebuah jawaban datang menyambutnya sebagai yang-nya.',
        'Di sini {author} membuka pintu sedikit, dan Laozi mengingatkan bahwa pintu berguna karena ruang kosongnya.',
      ],
    },
  },
  'Buddhist Teachings': {
    views: [
      'Ketika bhikkhu Sona berusaha terlalu keras, Sang Buddha mengingatkannya bahwa kecapi hanya berbunyi merdu jika senarnya tidak terlalu kencang dan tidak terlalu kendur. Bersama {contact} seputar {topic}, Jalan Tengah berlaku: cukup upaya untuk tetap hadir, tetapi tidak sampai membuat tegang.',
      'Sang Buddha mengajarkan kemunculan yang saling bergantungan: tak ada yang muncul dengan sendirinya; segala sesuatu lahir dari kondisi. Apa yang ditulis {contact} soal {topic} tumbuh dari suasana hati, riwayat, dan keadaan yang mungkin tak kamu lihat, dan balasan-balasanmu pun menjadi kondisi.',
      'Sang Buddha menyebut delapan angin duniawi: pujian dan celaan, untung dan rugi, senang dan sakit, nama baik dan nama buruk. Apa pun yang bertiup dalam percakapan dengan {contact} soal {topic}, gambaran Dhammapada adalah batu karang kokoh yang tak tergoyahkan angin.',
      'Dalam Sigalovada Sutta, Sang Buddha menguraikan kewajiban timbal balik dalam setiap ikatan, {kind, select, partner {antara pasangan} family {dalam keluarga} friend {antara sahabat} work {antara mereka yang bekerja bersama} other {antara sesama manusia}}, dengan masing-masing pihak berutang kepedulian kepada yang lain. Bersama {contact}, pertanyaan seputar {topic} adalah apa yang menjadi bagianmu untuk diberikan.',
      'Ajaran anatta, tanpa-diri, menunjukkan bahwa baik kamu maupun {contact} bukanlah sesuatu yang tetap; masing-masing adalah aliran suasana hati, kebiasaan, dan momen. Apa pun yang dimunculkan {topic} kali ini adalah susunan sementara, bukan potret akhir.',
      'Sang Buddha mengibaratkan ajarannya sebagai rakit: dibuat untuk menyeberangi sungai, lalu ditinggalkan di tepian, bukan dipikul di atas kepala. Pandangan apa pun yang kamu pegang tentang {contact} atau {topic}, pakailah untuk menyeberang, dan bersiaplah meletakkannya.',
    ],
    summaries: [
      'Dilihat lewat kemunculan yang saling bergantungan, sebagai kondisi, bukan kesalahan: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, muncul seputar {topics}. Kondisi-kondisi lain juga ikut bekerja: {reach}, dan {climate}.',
      'Catatan polos, seperti perhatian murni yang diminta Satipatthana Sutta: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Diketahui apa adanya, tanpa menambahkan keinginan atau penolakan: {reach}, dan {climate}.',
      'Ditimbang tidak terlalu berat dan tidak terlalu ringan, dalam semangat Jalan Tengah: {written, plural, other {# pesan}} sepanjang {days, plural, other {# hari}}, menyangkut {topics}. Dicatat seperti batu karang mencatat angin: {reach}, dan {climate}.',
    ],
    practices: [
      'Latih tonglen selama beberapa tarikan napas: hirup kesulitan apa pun yang mungkin dipikul {contact}, bayangkan sebagai asap pekat, lalu embuskan kelegaan dan cahaya ke arahnya.',
      'Sebelum membalas {contact}, lakukan meditasi jalan selama sepuluh menit, rasakan setiap langkah sebagai mengangkat, bergerak, meletakkan. Lalu menulislah dengan kemantapan langkah terakhir, bukan dengan ketergesaan pikiran pertama.',
      'Latih dana, kemurahan hati, dalam bentuk kecil: tawarkan sesuatu kepada {contact} dengan cuma-cuma hari ini, waktu, bantuan soal {topic}, sepatah penghargaan, dan rasakan sukacita memberi tanpa menunggu balasan.',
      'Ketika pesan dari {contact} mengusikmu, coba RAIN seperti yang diajarkan Tara Brach: kenali perasaannya, izinkan, selidiki dengan lembut di dalam tubuh, dan rawat dirimu sebelum membalas soal {topic}.',
      'Gunakan metode pencatatan Mahasi Sayadaw saat membaca pesan-pesan {contact}: beri label lembut pada setiap reaksi, merencanakan, menilai, berharap, dan biarkan label itu melonggarkan cengkeramannya sebelum kamu menulis.',
      'Latih kataññu, rasa terima kasih yang oleh Sang Buddha disebut langka: ingat satu hal yang pernah dilakukan {contact}, sebiasa apa pun, dan akui hari ini lewat kata atau perbuatan.',
    ],
    comments: {
      hard: [
        'Seorang Buddhis akan mendengar salah satu angin duniawi bertiup dalam kalimat dari {author} ini, dan berdiri seperti batu karang yang tak tergoyahkan angin.',
        'Di balik kalimat dari {author} ini kemungkinan ada dukkha, sedikit kegelisahan, dan melihatnya membuat welas asih datang lebih mudah daripada balasan ketus.',
      ],
      warm: [
        'Sang Buddha menyebut kalyanamitta, persahabatan yang luhur, sebagai seluruh kehidupan suci, dan kata-kata seperti ini dari {author} adalah cara persahabatan itu tumbuh.',
        'Di sini {author} membagikan keceriaan yang dalam kitab-kitab disebut piti, sukacita, salah satu dari tujuh faktor pencerahan.',
      ],
      reach: [
        'Pesan dari {author} ini bisa disambut dengan pikiran pemula, seperti yang diajarkan Shunryu Suzuki: segar, terbuka, bebas dari apa yang kamu harapkan.',
        'Di sini {author} menawarkan sebuah celah, dan dalam istilah Buddhis itu adalah kondisi baru: apa yang muncul berikutnya bergantung pada cara menyambutnya.',
      ],
    },
  },
  'Christian Mysticism': {
    views: [
      'Thomas Merton, ketika berdiri di sebuah sudut jalan yang ramai di Louisville, tiba-tiba melihat orang-orang yang lewat bersinar, seolah masing-masing membawa cahaya tersembunyi. Para mistikus akan memandang {contact} dengan cara yang sama, bahkan dalam percakapan biasa soal {topic}.',
      'Jean-Pierre de Caussade menyebut setiap saat sebagai sakramen: Tuhan yang diberikan lewat apa pun yang dibawa saat itu. Percakapan dengan {contact} ini, {topic} dan segalanya, bukan gangguan dari hidup rohani, melainkan tempat hidup rohani itu sendiri berlangsung.',
      'Hildegard dari Bingen berbicara tentang viriditas, daya kehijauan yang membuat kehidupan terus memperbarui diri. Bentuk apa pun yang diambil hubunganmu dengan {contact} seputar {topic}, sang mistikus mencari di mana sesuatu diam-diam mulai menghijau.',
      'Meister Eckhart mengajarkan Gelassenheit, sikap membiarkan: melonggarkan cengkeraman kehendakmu sendiri agar Tuhan dapat bertindak. Bersama {contact}, termasuk seputar {topic}, artinya memegang keinginanmu dengan tangan terbuka, bukan mencengkeram hasilnya.',
      'Ignatius dari Loyola mengajarkan pembedaan roh: menyadari gerakan mana yang membawa konsolasi, lebih banyak iman, harapan, dan kasih, dan mana yang membawa desolasi. Percakapanmu dengan {contact} soal {topic} bisa dibaca dengan cara itu, bukan untuk menghakimi, melainkan untuk melihat di mana ada kehidupan.',
      'Jalan Kecil Theresia dari Lisieux meyakini bahwa kekudusan hidup dalam hal-hal kecil yang dilakukan dengan kasih yang besar. Dalam urusan dengan {contact} soal {topic}, {kind, select, work {balasan yang cepat atau tugas yang dikerjakan dengan cermat} other {jawaban yang sabar atau kebaikan kecil}} bisa membawa lebih banyak daripada gerakan besar mana pun.',
    ],
    summaries: [
      'Seperti dalam examen, catatan datang lebih dulu: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, seputar {topics}. Lalu, sambil mencari di mana rahmat bekerja, sadari bahwa {reach}, dan bahwa {climate}.',
      'Disimpan sesederhana seorang rahib padang gurun menjaga selnya: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Dipandang tanpa menghakimi, seperti nasihat Para Bapa Padang Gurun: {reach}, dan {climate}.',
      'Dipersembahkan apa adanya, seperti Theresia mempersembahkan hal-hal kecil: {written, plural, other {# pesan}} sepanjang {days, plural, other {# hari}}, menyentuh {topics}. Tak ada yang disembunyikan dan tak ada yang dibesar-besarkan: {reach}, dan {climate}.',
    ],
    practices: [
      'Malam ini, doakan examen ala Ignatius atas percakapan-percakapanmu dengan {contact}: bersyukurlah, tinjau hari ini, sadari konsolasi dan desolasi, mohon ampun di mana perlu, dan putuskan satu hal untuk besok.',
      'Coba lectio divina pada pesan terakhir {contact}: bacalah perlahan sekali untuk apa yang dikatakannya, sekali untuk apa yang menyentuhmu, sekali dalam doa hening, lalu beristirahatlah sejenak sebelum membalas.',
      'Peganglah Regula Benediktus, yang meminta setiap tamu diterima seperti Kristus: ketika {contact} menulis lagi, sambut pesannya dengan kesopanan yang tidak terburu-buru, apa pun isinya.',
      'Ikuti Abba Musa dari padang gurun, yang tidak mau duduk menghakimi saudaranya: selama sehari, kesampingkan setiap vonis yang telah kamu bentuk tentang {contact}, dan bicarakan {topic} sebagai orang yang juga membutuhkan belas kasihan.',
      'Latih kelembutan yang diajarkan Fransiskus de Sales terhadap orang lain dan terhadap dirimu sendiri: sebelum menulis kepada {contact} soal {topic}, lunakkan satu ungkapan, dan maafkan dirimu atas satu kata canggung sebelumnya.',
      'Bawalah {contact} dalam doa syafaat selama satu menit, atau dalam niat baik yang hening kalau berdoa bukan caramu, tanpa meminta apa pun untuk dirimu, hanya kebaikan baginya.',
    ],
    comments: {
      hard: [
        'Para Bapa Padang Gurun tidak akan buru-buru menghakimi {author} karena kata-kata ini; mereka lebih dulu akan bertanya-tanya beban apa yang mungkin ada di baliknya.',
        'Fransiskus de Sales berpendapat bahwa kelembutan memenangkan lebih banyak daripada yang pernah bisa dicapai kekerasan, jadi ketajaman dari {author} ini tak perlu dibalas dengan ketajaman.',
      ],
      warm: [
        'Merton akan melihat dalam tulisan {author} ini sekilas diri sejati, diri yang hidup dari kasih, bukan dari pamer.',
        'Bernardus dari Clairvaux menulis bahwa kasih tidak membutuhkan alasan selain dirinya sendiri, dan kehangatan dari {author} ini tampaknya memang tak membutuhkannya.',
      ],
      reach: [
        'Regula Benediktus meminta penjaga pintu menjawab setiap ketukan dengan segera dan dengan berkat, dan sapaan dari {author} ini layak disambut dengan kesiapan yang sama.',
        'Teresa dari Avila menggambarkan jiwa sebagai puri dengan banyak ruangan, dan lewat pesan ini {author} membuka pintu ke salah satunya.',
      ],
    },
  },
  'Indigenous Wisdom': {
    views: [
      'Bangsa Haudenosaunee menimbang keputusan berdasarkan dampaknya tujuh generasi ke depan. Dilihat dengan cara itu, percakapan dengan {contact} soal {topic} itu kecil dan sekaligus sama sekali tidak kecil: setiap pesan menambah sebuah pola yang akan bertahan lebih lama daripada pesan itu.',
      'Tetua Mi’kmaw, Albert Marshall, berbicara tentang Melihat dengan Dua Mata: satu mata dengan kekuatan satu cara mengetahui, mata lainnya dengan kekuatan cara yang lain. Seputar {topic}, pandanganmu dan pandangan {contact} bisa dipegang bersama, tanpa yang satu menghapus yang lain.',
      'Ajaran Tujuh Kakek bangsa Anishinaabe, kebijaksanaan, cinta, rasa hormat, keberanian, kejujuran, kerendahan hati, dan kebenaran, dimaksudkan untuk dijalani bersama-sama. Dalam apa pun yang terjadi dengan {contact} soal {topic}, tanyakan mana yang sudah hadir, dan mana yang sedang diminta darimu.',
      'Dalam tradisi Māori, manaakitanga, merawat orang lain dengan cara yang mengangkat mana mereka, adalah cara menghormati sebuah hubungan. Dalam urusan dengan {contact} soal {topic}, ujiannya adalah apakah setiap percakapan meninggalkan martabat pihak lain lebih tinggi daripada sebelumnya.',
      'Dalam pemikiran Māori, kaitiaki adalah penjaga, yang dipercaya merawat apa yang tidak dimiliki. Apa pun yang kamu bagi dengan {contact}, termasuk {topic}, bisa dipegang dengan cara itu: bukan dimiliki, melainkan dijaga untuk sementara.',
      'Bangsa Diné berbicara tentang hózhó, keindahan dan keseimbangan yang dipulihkan dan dijalani, bukan dimiliki. Dalam apa pun yang terjadi dengan {contact} soal {topic}, pertanyaannya adalah apa yang akan membawa sedikit lebih banyak hózhó ke dalamnya.',
    ],
    summaries: [
      'Dilihat dengan Dua Mata, satu mata pada hitungan dan satu pada hubungan: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, tentang {topics}. Mata pertama melihat bahwa {reach}; mata kedua melihat bahwa {climate}.',
      'Seperti seorang pelacak membaca tanah sebelum mengatakan apa pun: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, melintasi {topics}. Jejak-jejaknya menunjukkan bahwa {reach}, dan bahwa {climate}.',
      'Dihitung seperti musim dihitung, dari apa yang dibawanya: {written, plural, other {# pesan}} sepanjang {days, plural, other {# hari}}, bersama {topics}. Dalam keseimbangan yang oleh orang Māori disebut utu, antara yang keluar dan yang kembali: {reach}, dan {climate}.',
    ],
    practices: [
      'Latih dadirri, mendengarkan yang dalam dan hening seperti yang diajarkan Miriam-Rose Ungunmerr-Baumann dari Sungai Daly: baca pesan-pesan terbaru {contact} perlahan, tanpa menyiapkan balasan, dan tunggulah dalam diam sampai kamu mengerti.',
      'Pinjam bentuk Ucapan Syukur bangsa Haudenosaunee, yang menyapa dan berterima kasih kepada setiap bagian dunia sebelum urusan apa pun: buka pesan berikutnya untuk {contact} dengan pengakuan yang tulus sebelum beralih ke {topic}.',
      'Sebelum mengangkat {topic} dengan {contact}, lakukan dalam skala kecil apa yang dilakukan hoʻoponopono Hawaii dalam lingkaran keluarga: sebutkan apa pun yang belum beres di pihakmu, akui bagianmu dengan terus terang, lalu lepaskan, agar percakapan dimulai dengan jernih.',
      'Latih tata bahasa kehidupan ala Robin Wall Kimmerer selama sehari: sebut pohon, burung, dan sungai di sekitarmu sebagai seseorang, tak pernah sebagai sesuatu, lalu perhatikan bagaimana rasa hormat itu terbawa ke caramu menulis kepada {contact}.',
      'Latih whanaungatanga, kerja orang Māori membangun hubungan lewat pengalaman bersama: lain kali kamu berurusan dengan {contact}, ajukan satu pertanyaan tentang dirinya, bukan tentang {topic}, dan dengarkan jawabannya.',
      'Tanyakan kepada seseorang yang lebih tua yang penilaiannya kamu percayai bagaimana ia akan menangani {topic} bersama {contact}, dan dengarkan seluruh ceritanya sebelum memutuskan apa pun, seperti yang dilakukan banyak komunitas adat dengan para Tetua mereka.',
    ],
    comments: {
      hard: [
        'Ajaran Anishinaabe tentang keberanian mencakup menghadapi kata-kata keras tanpa membalas, dan kalimat dari {author} ini meminta persis hal itu.',
        'Di balik kalimat tajam seperti ini dari {author} biasanya ada sebuah cerita, dan cara para Tetua adalah menanyakan ceritanya sebelum menjawab kalimatnya.',
      ],
      warm: [
        'Tulisan {author} ini membawa aroha, kata Māori untuk welas asih dan kepedulian yang menjangkau keluar untuk dirasakan.',
        'Bangsa Haudenosaunee menyatukan pikiran mereka dalam ucapan syukur sebelum hal lainnya, dan di sini {author} melakukan persis itu.',
      ],
      reach: [
        'Di sini {author} menawarkan semacam mihi, salam yang mengakui keterhubungan, dan cara Māori adalah membalas mihi dengan yang serupa.',
        'Pertanyaan dari {author} ini adalah benih yang ditanam di tanah bersama, dan Tiga Saudari mengajarkan bahwa apa yang ditanam bersama tumbuh karena dirawat bersama.',
      ],
    },
  },
  'Vedanta (Hinduism)': {
    views: [
      'Tali yang disangka ular di waktu senja dalam ajaran Shankara menunjukkan betapa banyak yang ditambahkan pikiran pada apa yang ada. Sebagian dari apa yang kamu baca dalam kata-kata {contact} soal {topic}, baik atau buruk, mungkin ular semacam itu; viveka, daya pembeda, membawa pelitanya.',
      'Katha Upanishad menggambarkan Sang Diri sebagai penumpang, tubuh sebagai kereta, buddhi sebagai sais, pikiran sebagai tali kekang, dan indra sebagai kuda-kuda. Dalam urusan dengan {contact} soal {topic}, Upanishad itu bertanya apakah sais yang mengemudi, atau kuda-kudanya.',
      'Gita menguraikan tiga guna: sattva, kejernihan, rajas, dorongan yang gelisah, dan tamas, kelembaman. Setiap percakapan dengan {contact} soal {topic} membawa campuran ketiganya, dan menyadari mana yang memimpin hari ini sudah membawa masuk sedikit sattva.',
      'Kresna berkata kepada Arjuna bahwa lebih baik menjalankan dharma sendiri meski tak sempurna daripada menjalankan dharma orang lain dengan baik. Bersama {contact}, pertanyaan seputar {topic} bukan apa yang seharusnya ia lakukan, melainkan apa yang diminta darimu oleh bagianmu sendiri, svadharma-mu.',
      'Taittiriya Upanishad menasihatkan atithi devo bhava, tamu adalah Tuhan. Setiap kali {contact} hadir dalam percakapan, soal {topic} atau hal lain, ia datang sebagai tamu, untuk disambut dengan hormat seperti itu.',
      'Brahma Sutra menyebut penciptaan sebagai lila, permainan, bukan keharusan yang muram. Dilihat begitu, bahkan urusan serius soal {topic} bersama {contact} bisa dibawa dengan ringan, sebagai peran yang dimainkan dengan baik dalam sebuah lakon yang bukan hanya milikmu.',
    ],
    summaries: [
      'Dilihat dengan viveka, memilah yang kekal dari yang sementara: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Ini termasuk yang sementara: {reach}, dan {climate}.',
      'Di dalam permainan maya pun, angka-angka tetap layak dihitung dengan jujur: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, seputar {topics}. Sebutkan tanpa melekat: {reach}, dan {climate}.',
      'Sebagaimana dilihat oleh sthitaprajna dalam Gita, orang yang kebijaksanaannya teguh: {written, plural, other {# pesan}} sepanjang {days, plural, other {# hari}}, tentang {topics}. Tidak girang, tidak pula cemas, cukup dicatat: {reach}, dan {climate}.',
    ],
    practices: [
      'Duduklah beberapa menit untuk japa, mengulang Om atau mantra pilihanmu, sebelum membuka obrolan dengan {contact}; biarkan pengulangan itu menenangkan pikiran agar kata-katamu soal {topic} lahir dari keheningan.',
      'Sebelum membalas {contact}, periksa guna mana yang sedang menulis: kalau rajas, tunggulah; kalau tamas, bangkitkan dirimu; menulislah ketika pikiran sudah menjadi sattvik, jernih dan ramah.',
      'Coba shiva jnane jiva seva dari Ramakrishna, melayani makhluk hidup sebagai Tuhan: lakukan satu hal berguna untuk {contact} hari ini, soal {topic} atau bukan, sebagai ibadah, bukan sebagai bantuan.',
      'Bacalah beberapa sloka dari bab kedua Bhagawad Gita, tentang orang yang kebijaksanaannya teguh, dan bawa satu gagasan darinya ke percakapan berikutnya dengan {contact}.',
      'Latih vairagya, ketidakmelekatan, dengan cara kecil: tulis kepada {contact} soal {topic}, lalu letakkan ponselmu selama satu jam, tak tersentuh, apa pun balasannya.',
      'Carilah satsang, pergaulan dengan kebenaran: sebelum berurusan dengan {contact} soal {topic}, habiskan sepuluh menit bersama teks yang bijak atau orang yang bijak, dan biarkan pergaulan itu menentukan nadamu.',
    ],
    comments: {
      hard: [
        'Shankara akan menduga ada tali yang disangka ular di suatu tempat di balik kalimat dari {author} ini; di sini lebih banyak cahaya lebih menolong daripada lebih banyak panas.',
        'Rajas berbicara lantang dalam kata-kata {author} ini, dan Gita akan menyambutnya dengan sattva, kejernihan dan ketenangan.',
      ],
      warm: [
        'Vivekananda mengajarkan bahwa setiap jiwa berpotensi ilahi, dan kata-kata seperti ini dari {author} memperlihatkan sedikit dari hal itu.',
        'Dalam tulisan {author} ini, Wedanta akan melihat prasada, rahmat yang datang sebagai anugerah, untuk diterima dengan syukur, bukan dianalisis.',
      ],
      reach: [
        'Di sini {author} berpaling kepadamu, dan Wedanta melihat dalam setiap gerak seperti itu kesempatan untuk memandang melampaui nama dan rupa, nama-rupa, menuju Yang Satu di baliknya.',
        'Pertanyaan dari {author} ini adalah satsang kecil, saat kebersamaan yang sejati, dan balasan yang pantas menyambutnya dengan semangat yang sama.',
      ],
    },
  },
  'Sikh Teachings': {
    views: [
      'Gurbani membedakan gurmukh, yang menghadap Guru dan hidup dengan kebijaksanaan, dari manmukh, yang mengikuti pikiran yang mengembara. Dalam percakapan apa pun dengan {contact} soal {topic}, pertanyaannya sederhana: ke arah mana kamu menghadap saat menulis.',
      'Di antara kebajikan yang dipupuk umat Sikh ada santokh, rasa cukup, penyeimbang lobh, keserakahan akan yang lebih. Bersama {contact}, termasuk seputar {topic}, santokh berarti menerima apa yang diberikan dengan rasa terima kasih sebelum menginginkan hal berikutnya.',
      'Guru Granth Sahib dibuka dengan Ik Onkar: Yang Esa, hadir dalam segalanya. Apa pun peran {contact} dalam hidupmu, soal {topic} atau di bidang lain, Gurbani melihat cahaya yang sama dalam dirinya seperti dalam dirimu.',
      'Ajaran Sikh menjunjung sahaj, ketenangan alami yang membuat pikiran tetap seimbang dalam suka maupun duka. Apa pun yang dibawa hari ini bersama {contact} soal {topic}, sahaj adalah keadaan mantap dan tak dipaksakan untuk menyambutnya.',
      'Di langar, semua orang duduk dalam satu baris di lantai dan menyantap makanan yang sama, apa pun kasta atau kedudukannya. Dalam urusan dengan {contact} soal {topic}, semangat langar berarti bertemu sebagai setara, tidak di atas dan tidak di bawah.',
      'Dua pedang Guru Hargobind, miri dan piri, menyatukan kewajiban duniawi dengan kedalaman rohani dalam cita-cita sant-sipahi, orang suci sekaligus prajurit. Bersama {contact} seputar {topic}, itu berarti hati yang lembut disertai keberanian untuk mengatakan yang benar.',
    ],
    summaries: [
      'Dihitung pada amrit vela, dalam keheningan sebelum hari dimulai: {written, plural, other {# pesan}} selama {days, plural, other {# hari}}, tentang {topics}. Diterima dengan santokh, rasa cukup: {reach}, dan {climate}.',
      'Disusun sepolos tempat duduk dalam barisan langar, tak ada yang di atas yang lain: {written, plural, other {# pesan}} dalam {days, plural, other {# hari}}, menyentuh {topics}. Dicatat dalam sach, kebenaran, tanpa sanjungan atau celaan: {reach}, dan {climate}.',
      'Guru Nanak menempatkan hidup yang jujur bahkan lebih tinggi daripada kebenaran, dan membaca dengan jujur dimulai dari fakta: {written, plural, other {# pesan}} sepanjang {days, plural, other {# hari}}, tentang {topics}. Sisanya sama polosnya: {reach}, dan {climate}.',
    ],
    practices: [
      'Bangunlah untuk amrit vela, jam-jam penuh amerta sebelum fajar, walau hanya sepuluh menit, dan hadirkan {contact} dalam keheningan itu sebelum pesan-pesan hari ini soal {topic} dimulai.',
      'Ambillah hukamnama, seperti yang dilakukan umat Sikh di gurdwara: buka Guru Granth Sahib secara acak, versi cetak atau daring, dan biarkan ayat hari itu menuntun caramu menyambut {contact}.',
      'Teladani Bhai Kanhaiya, yang memberi air kepada orang-orang terluka dari kedua pihak: hari ini, berikan kepada {contact} kepedulian yang sama seperti yang akan kamu berikan kepada sekutu terdekatmu, apa pun pandanganmu soal {topic}.',
      'Latih dasvandh, sepersepuluh yang diberikan untuk kebaikan bersama, dalam mata uang perhatian: berikan kepada {contact} sepersepuluh waktu luangmu hari ini, sebuah telepon, bantuan soal {topic}, atau mendengarkan tanpa terburu-buru.',
      'Lantunkan atau dengarkan Japji Sahib di pagi hari, dan bawa salah satu ajarannya, bahwa menaklukkan pikiran berarti menaklukkan dunia, ke percakapan berikutnya dengan {contact}.',
      'Latih nimrata, kerendahan hati, seperti seorang sevadar membersihkan sepatu di gurdwara: dalam pesan berikutnya untuk {contact}, lepaskan klaim apa pun bahwa kamu benar, dan cukup tawarkan apa yang berguna soal {topic}.',
    ],
    comments: {
      hard: [
        'Seorang gurmukh akan mendengar pikiran yang gelisah dalam kata-kata {author} ini, dan menjawab dari sahaj, ketenangan seimbang yang tidak termakan umpan.',
        'Bhai Kanhaiya memberi air bahkan kepada mereka di pihak seberang, dan balasan untuk {author} di sini bisa membawa air sejuk yang sama.',
      ],
      warm: [
        'Tulisan {author} ini terasa seperti langar: sesuatu yang dibagikan dengan cuma-cuma, tanpa ada yang ditempatkan di atas orang lain.',
        'Di sini {author} menunjukkan daya, welas asih, salah satu kebajikan yang oleh umat Sikh dipasang untuk melawan lima pencuri.',
      ],
      reach: [
        'Harmandir Sahib punya pintu di keempat sisinya agar siapa pun bisa masuk, dan pesan dari {author} ini membuka pintu dengan semangat yang sama.',
        'Di sini {author} bertanya, dan seruan Guru Nanak untuk hidup jujur menunjukkan jawaban yang jujur sekaligus baik hati.',
      ],
    },
  },
};
